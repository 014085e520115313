SELECT `tracks`.`TrackId`,
    ROW_NUMBER() OVER (PARTITION BY `tracks`.`AlbumId` ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC) AS `length_rank`
FROM `tracks`
WHERE `tracks`.`AlbumId` = 1
ORDER BY `length_rank` ASC;
