SELECT `events`.`title`, `events`.`born`
FROM `events`
WHERE NULLIF(`events`.`born`, 'null') IS NOT NULL
ORDER BY STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y') DESC;
