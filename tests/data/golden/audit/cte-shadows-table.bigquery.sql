WITH `albums` AS (
  SELECT `tracks`.`AlbumId`, COUNT(*) AS `tracks`
  FROM `tracks`
  GROUP BY `tracks`.`AlbumId`
)
SELECT `albums`.`AlbumId`, `albums`.`tracks`
FROM `albums`
ORDER BY `albums`.`AlbumId` ASC
LIMIT 3;
