SELECT `events`.`title`
FROM `events`
WHERE CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE) BETWEEN DATE '1980-01-01' AND DATE '1987-12-31';
