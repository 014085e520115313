SELECT `events`.`title`
FROM `events`
WHERE SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null')) >= DATE '1986-01-01'
  AND SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null')) < DATE '2026-01-01';
