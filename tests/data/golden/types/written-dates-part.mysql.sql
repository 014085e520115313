SELECT `events`.`title`,
    YEAR(STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y')) AS `born_year`
FROM `events`
WHERE NULLIF(`events`.`born`, 'null') IS NOT NULL
ORDER BY `events`.`title` ASC;
