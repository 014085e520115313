SELECT MIN(CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE)) AS `first`,
    MAX(CAST(TRY_TO_TIMESTAMP(NULLIF(`events`.`born`, 'null'), 'MMM d, yyyy') AS DATE)) AS `last`
FROM `events`;
