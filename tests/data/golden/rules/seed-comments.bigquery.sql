SELECT `tracks`.`AlbumId`, COUNT(*) AS `n`,
    RANK() OVER (ORDER BY `tracks`.`AlbumId` ASC) AS `album_rank`
FROM `tracks`
WHERE `tracks`.`AlbumId` IN (SELECT `albums`.`AlbumId` FROM `albums` WHERE `albums`.`ArtistId` < 100)
GROUP BY `tracks`.`AlbumId`
HAVING COUNT(*) > 11
ORDER BY `tracks`.`AlbumId` ASC;
