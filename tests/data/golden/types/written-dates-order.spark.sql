SELECT `events`.`title`, `events`.`born`
FROM `events`
WHERE NULLIF(`events`.`born`, 'null') IS NOT NULL
ORDER BY CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE) DESC;
