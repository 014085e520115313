WITH `g` AS (
  SELECT `genres`.`GenreId`, `genres`.`Name`
  FROM `genres`
)
SELECT `g`.`GenreId`, `g`.`Name`
FROM `g`
WHERE `g`.`Name` = 'Rock';
