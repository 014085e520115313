SELECT `events`.`title`
FROM `events`
WHERE SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null')) > DATE '1985-01-01'
ORDER BY `events`.`title` ASC;
