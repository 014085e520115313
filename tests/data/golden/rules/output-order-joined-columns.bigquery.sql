SELECT `t`.`Name`, `albums`.`Title`, `t`.`Milliseconds`
FROM `tracks` AS `t`
INNER JOIN `albums` ON `t`.`AlbumId` = `albums`.`AlbumId`
ORDER BY `t`.`TrackId` ASC
LIMIT 3;
