SELECT `albums`.`Title`, `t`.`Composer`, `t`.`Name`
FROM `tracks` AS `t`
INNER JOIN `albums` ON `t`.`AlbumId` = `albums`.`AlbumId`
ORDER BY `t`.`TrackId` ASC
LIMIT 3;
