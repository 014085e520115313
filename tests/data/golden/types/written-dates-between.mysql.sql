SELECT `events`.`title`
FROM `events`
WHERE STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y') BETWEEN DATE '1980-01-01' AND DATE '1987-12-31';
