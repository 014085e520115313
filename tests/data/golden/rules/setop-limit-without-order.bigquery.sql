SELECT `media_types`.`MediaTypeId`, `media_types`.`Name`
FROM `media_types`
WHERE `media_types`.`MediaTypeId` < 3
UNION DISTINCT
SELECT `genres`.`GenreId`, `genres`.`Name`
FROM `genres`
WHERE `genres`.`GenreId` = 1
LIMIT 10;
