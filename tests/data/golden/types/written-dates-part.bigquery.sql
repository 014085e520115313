SELECT `events`.`title`,
    EXTRACT(YEAR FROM SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null'))) AS `born_year`
FROM `events`
WHERE NULLIF(`events`.`born`, 'null') IS NOT NULL
ORDER BY `events`.`title` ASC;
