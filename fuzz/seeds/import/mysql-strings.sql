SELECT `Name`, IFNULL(Composer, "n\'a") FROM tracks # a comment
WHERE Name LIKE 'a\_b%' AND Name <> _utf8mb4 X'436166C3A9' LIMIT 5, 10
