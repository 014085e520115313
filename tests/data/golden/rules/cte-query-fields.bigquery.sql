WITH `longest_tracks` AS (
  SELECT `tracks`.`TrackId`, `tracks`.`Milliseconds`,
      ROW_NUMBER() OVER (ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC) AS `length_rank`
  FROM `tracks`
  WHERE `tracks`.`Milliseconds` > 300000
  ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC
  LIMIT 5
)
SELECT `longest_tracks`.`length_rank`, `tracks`.`Name`
FROM `longest_tracks`
INNER JOIN `tracks` ON `longest_tracks`.`TrackId` = `tracks`.`TrackId`
ORDER BY `longest_tracks`.`length_rank` ASC;
