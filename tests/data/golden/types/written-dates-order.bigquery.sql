SELECT `events`.`title`, `events`.`born`
FROM `events`
WHERE NULLIF(`events`.`born`, 'null') IS NOT NULL
ORDER BY SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null')) DESC;
