SELECT `tracks`.`Name`, `g`.`Name` AS `Name_2`
FROM `tracks`
INNER JOIN `genres` AS `g` ON `tracks`.`GenreId` = `g`.`GenreId`
WHERE `g`.`Name` = 'Rock'
ORDER BY `tracks`.`Name` ASC
LIMIT 3;
