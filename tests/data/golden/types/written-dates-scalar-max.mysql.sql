SELECT `events`.`title`
FROM `events`
WHERE STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y') = (SELECT MAX(STR_TO_DATE(NULLIF(`sq1`.`born`, 'null'), '%b %e, %Y')) FROM `events` AS `sq1`);
