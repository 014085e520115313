SELECT `events`.`title`
FROM `events`
WHERE STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y') > DATE '1985-01-01'
ORDER BY `events`.`title` ASC;
