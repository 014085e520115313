SELECT `tracks`.`Name`, `tracks`.`AlbumId`, `tracks`.`Milliseconds`,
    DENSE_RANK() OVER (ORDER BY `tracks`.`Milliseconds` DESC) AS `dense_rank`,
    DENSE_RANK() OVER (PARTITION BY `tracks`.`AlbumId` ORDER BY `tracks`.`Milliseconds` DESC) AS `dense_rank_2`
FROM `tracks`
ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`Name` ASC,
    `tracks`.`AlbumId` ASC
LIMIT 5;
