SELECT `events`.`title`
FROM `events`
WHERE CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE) > DATE '1985-01-01'
ORDER BY `events`.`title` ASC;
