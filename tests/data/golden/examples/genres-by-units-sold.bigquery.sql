SELECT `genres`.`Name` AS `genre`,
    COUNT(DISTINCT `invoice_items`.`TrackId`) AS `tracks_sold`
FROM `invoice_items`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `genres`.`Name`, `genres`.`GenreId`
ORDER BY SUM(`invoice_items`.`Quantity`) DESC, `genre` ASC;
