SELECT `genres`.`Name`, COUNT(`tracks`.`TrackId`) AS `tracks`,
    ROW_NUMBER() OVER (ORDER BY `genres`.`Name` ASC) AS `position`
FROM `genres`
INNER JOIN `tracks` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `genres`.`Name`
ORDER BY `position` ASC
LIMIT 5;
