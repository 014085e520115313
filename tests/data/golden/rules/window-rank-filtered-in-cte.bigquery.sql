WITH `ranked` AS (
  SELECT `tracks`.`AlbumId`, `tracks`.`Name`,
      ROW_NUMBER() OVER (PARTITION BY `tracks`.`AlbumId` ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC) AS `LengthPosition`
  FROM `tracks`
)
SELECT `ranked`.`AlbumId`, `ranked`.`Name`, `ranked`.`LengthPosition`
FROM `ranked`
WHERE `ranked`.`LengthPosition` <= 3
ORDER BY `ranked`.`AlbumId` ASC, `ranked`.`LengthPosition` ASC;
