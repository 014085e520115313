SELECT `events`.`title`
FROM `events`
WHERE STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y') >= DATE '1986-01-01'
  AND STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y') < DATE '2026-01-01';
