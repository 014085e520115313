SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE (`tracks`.`GenreId` = 1 AND `tracks`.`MediaTypeId` = 2) OR NOT (`tracks`.`Milliseconds` < 4000000 OR `tracks`.`Milliseconds` IS NULL)
ORDER BY `tracks`.`TrackId` ASC
LIMIT 5;
