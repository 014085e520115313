SELECT `genres`.`Name`, SUM(`invoice_items`.`UnitPrice`) AS `revenue`
FROM `invoice_items`
INNER JOIN `tracks` ON `invoice_items`.`TrackId` = `tracks`.`TrackId`
INNER JOIN `genres` ON `tracks`.`GenreId` = `genres`.`GenreId`
GROUP BY `genres`.`Name`
ORDER BY `revenue` DESC
LIMIT 3;
