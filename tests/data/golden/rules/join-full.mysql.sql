SELECT `albums`.`AlbumId`, `albums`.`Title`, `tracks`.`TrackId`, `tracks`.`Name`
FROM `albums`
LEFT JOIN `tracks` ON `albums`.`AlbumId` = `tracks`.`AlbumId`
WHERE `albums`.`AlbumId` IS NULL OR `tracks`.`TrackId` IS NULL
UNION ALL
SELECT `albums`.`AlbumId`, `albums`.`Title`, `tracks`.`TrackId`, `tracks`.`Name`
FROM `albums`
RIGHT JOIN `tracks` ON `albums`.`AlbumId` = `tracks`.`AlbumId`
WHERE (`albums`.`AlbumId` IS NULL OR `tracks`.`TrackId` IS NULL)
  AND `albums`.`AlbumId` IS NULL
ORDER BY 1 ASC, 3 ASC
LIMIT 6;
