SELECT `genres`.`Name`
FROM `genres`
WHERE `genres`.`GenreId` < 4
UNION ALL
(
  SELECT `tracks`.`Name`
  FROM `tracks`
  ORDER BY `tracks`.`Milliseconds` DESC, `tracks`.`TrackId` ASC
  LIMIT 3
);
