SELECT `events`.`title`
FROM `events`
WHERE CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE) >= DATE '1986-01-01'
  AND CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE) < DATE '2026-01-01';
