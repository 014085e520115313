SELECT `genres`.`Name`
FROM `genres`
UNION DISTINCT
SELECT `media_types`.`Name`
FROM `media_types`
ORDER BY 1 DESC
LIMIT 5 OFFSET 2;
