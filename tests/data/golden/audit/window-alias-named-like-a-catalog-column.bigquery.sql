SELECT `albums`.`AlbumId`, `tracks`.`TrackId`, `tracks`.`Name`,
    `tracks`.`UnitPrice`,
    ROW_NUMBER() OVER (PARTITION BY `albums`.`AlbumId` ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC) AS `Milliseconds`,
    DENSE_RANK() OVER (PARTITION BY `albums`.`AlbumId` ORDER BY `tracks`.`UnitPrice` DESC) AS `PriceTier`
FROM `albums`
INNER JOIN `tracks` ON `albums`.`AlbumId` = `tracks`.`AlbumId`
WHERE `albums`.`Title` = 'Live at the Harbor'
  AND `tracks`.`Milliseconds` > 600000
ORDER BY `tracks`.`TrackId` ASC;
