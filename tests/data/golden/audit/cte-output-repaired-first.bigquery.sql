WITH `album_lengths` AS (
  SELECT `tracks`.`AlbumId`, SUM(`tracks`.`Milliseconds`) AS `total_ms`
  FROM `tracks`
  GROUP BY `tracks`.`AlbumId`
)
SELECT `album_lengths`.`total_ms`, `albums`.`Title`
FROM `album_lengths`
INNER JOIN `albums` ON `album_lengths`.`AlbumId` = `albums`.`AlbumId`
ORDER BY `album_lengths`.`total_ms` DESC
LIMIT 3;
