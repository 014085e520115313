SELECT `tracks`.`TrackId`, `tracks`.`Name`, `tracks`.`Milliseconds`
FROM `tracks`
WHERE `tracks`.`GenreId` = 2
  AND `tracks`.`Milliseconds` > (SELECT AVG(`sq1`.`Milliseconds`) AS `average_ms` FROM `tracks` AS `sq1`)
ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC
LIMIT 10;
