SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`SupportRepId` = 4
INTERSECT DISTINCT
SELECT `customers`.`Country`
FROM `customers`
WHERE `customers`.`SupportRepId` = 5;
