SELECT `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Name` IN ('x‮y\x1b[0m');
