WITH `rock` AS (
  SELECT `tracks`.`TrackId`, `tracks`.`Name`
  FROM `genres`
  INNER JOIN `tracks` ON `genres`.`GenreId` = `tracks`.`GenreId`
  WHERE `genres`.`Name` = 'Rock'
)
SELECT `rock`.`TrackId`, `rock`.`Name`
FROM `rock`;
