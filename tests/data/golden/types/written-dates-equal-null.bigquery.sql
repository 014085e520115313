SELECT `events`.`title`
FROM `events`
WHERE NULLIF(`events`.`born`, 'null') IS NULL;
