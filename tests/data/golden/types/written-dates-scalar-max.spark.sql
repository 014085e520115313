SELECT `events`.`title`
FROM `events`
WHERE CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE) = (SELECT MAX(CAST(TRY_TO_TIMESTAMP(NULLIF(`sq1`.`born`, 'null'), 'MMM d, yyyy') AS DATE)) FROM `events` AS `sq1`);
