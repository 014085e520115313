SELECT MIN(STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y')) AS `first`,
    MAX(STR_TO_DATE(NULLIF(`events`.`born`, 'null'), '%b %e, %Y')) AS `last`
FROM `events`;
