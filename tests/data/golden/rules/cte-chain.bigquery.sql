WITH `album_lengths` AS (
  SELECT `tracks`.`AlbumId`, SUM(`tracks`.`Milliseconds`) AS `total_ms`
  FROM `tracks`
  WHERE `tracks`.`AlbumId` IS NOT NULL
  GROUP BY `tracks`.`AlbumId`
), `long_albums` AS (
  SELECT `album_lengths`.`AlbumId`, `album_lengths`.`total_ms`
  FROM `album_lengths`
  WHERE `album_lengths`.`total_ms` > 4000000
)
SELECT `long_albums`.`total_ms`, `albums`.`Title`
FROM `long_albums`
INNER JOIN `albums` ON `long_albums`.`AlbumId` = `albums`.`AlbumId`
ORDER BY `long_albums`.`total_ms` DESC, `albums`.`AlbumId` ASC
LIMIT 3;
