SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Milliseconds`,
    ROUND(CAST(CAST(CAST(`tracks`.`Milliseconds` AS FLOAT64) / NULLIF(1000, 0) AS FLOAT64) / NULLIF(60, 0) AS NUMERIC), 1) AS `minutes`,
    CASE WHEN ROUND(CAST(CAST(CAST(`tracks`.`Milliseconds` AS FLOAT64) / NULLIF(1000, 0) AS FLOAT64) / NULLIF(60, 0) AS NUMERIC), 1) >= 5 THEN 'long' ELSE 'short' END AS `label`
FROM `tracks`
WHERE `tracks`.`AlbumId` = 1
  AND (CAST(`tracks`.`Milliseconds` AS FLOAT64) / NULLIF(1000, 0)) > 200
  AND (LENGTH(`tracks`.`Name`) - 10) < 20
ORDER BY `minutes` DESC, `tracks`.`TrackId` ASC;
