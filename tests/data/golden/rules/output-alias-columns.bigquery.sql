SELECT `tracks`.`Name` AS `track_name`, `albums`.`Title` AS `album`
FROM `tracks`
INNER JOIN `albums` ON `tracks`.`AlbumId` = `albums`.`AlbumId`
ORDER BY `track_name` DESC
LIMIT 3;
