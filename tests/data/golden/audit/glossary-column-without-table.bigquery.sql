SELECT `tracks`.`Name`, `albums`.`Title`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`Name` ASC
LIMIT 3;
