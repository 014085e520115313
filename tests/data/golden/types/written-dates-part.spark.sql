SELECT `events`.`title`,
    YEAR(CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE)) AS `born_year`
FROM `events`
WHERE NULLIF(`events`.`born`, 'null') IS NOT NULL
ORDER BY `events`.`title` ASC;
