SELECT MIN(SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null'))) AS `first`,
    MAX(SAFE.PARSE_DATE('%b %d, %Y', NULLIF(`events`.`born`, 'null'))) AS `last`
FROM `events`;
