SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Milliseconds`,
    `genres`.`Name` AS `Name_2`
FROM `tracks`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
WHERE `tracks`.`Milliseconds` > 600000
  AND `genres`.`Name` IN ('Jazz', 'Blues')
  AND `tracks`.`TrackId` NOT IN (SELECT `invoice_items`.`TrackId` FROM `invoice_items` WHERE `invoice_items`.`TrackId` IS NOT NULL)
ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC;
