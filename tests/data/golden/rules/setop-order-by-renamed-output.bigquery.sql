SELECT `albums`.`Title`, `artists`.`Name`, `tracks`.`Name` AS `Name_2`
FROM `albums`
INNER JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
INNER JOIN `tracks` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
WHERE `artists`.`ArtistId` = 1
UNION DISTINCT
SELECT `albums`.`Title`, `artists`.`Name`, `tracks`.`Name` AS `Name_2`
FROM `albums`
INNER JOIN `artists` ON `albums`.`ArtistId` = `artists`.`ArtistId`
INNER JOIN `tracks` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
WHERE `artists`.`ArtistId` = 2
ORDER BY 3 DESC, 2 ASC, 1 ASC
LIMIT 3;
