SELECT `events`.`title`
FROM `events`
WHERE SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null')) = (SELECT MAX(SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`sq1`.`born`, 'null'))) FROM `events` AS `sq1`);
