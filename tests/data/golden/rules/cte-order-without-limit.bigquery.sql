WITH `long_tracks` AS (
  SELECT `tracks`.`TrackId`, `tracks`.`Name`
  FROM `tracks`
  WHERE `tracks`.`Milliseconds` > 1200000
  ORDER BY `tracks`.`Name` ASC
)
SELECT `long_tracks`.`Name`
FROM `long_tracks`
ORDER BY `long_tracks`.`Name` ASC;
