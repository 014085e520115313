SELECT `events`.`title`
FROM `events`
WHERE SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null')) BETWEEN DATE '1980-01-01' AND DATE '1987-12-31';
