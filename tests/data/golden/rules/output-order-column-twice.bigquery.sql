SELECT `t`.`Name` AS `again`, `a`.`Title`, `t`.`Name`
FROM `albums` AS `a`
INNER JOIN `tracks` AS `t` ON `a`.`AlbumId` = `t`.`AlbumId`
ORDER BY `t`.`TrackId` ASC
LIMIT 3;
