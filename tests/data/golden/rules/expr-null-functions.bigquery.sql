SELECT `tracks`.`TrackId`, `tracks`.`Composer`,
    COALESCE(`tracks`.`Composer`, NULL, 'unknown') AS `composer_or_unknown`,
    NULLIF(`tracks`.`TrackId`, 1) AS `null_when_one`,
    ABS(2.5 - `tracks`.`TrackId`) AS `absolute`,
    CASE WHEN `tracks`.`Bytes` > 8000000 THEN 'big' WHEN `tracks`.`Composer` IS NULL THEN 'anonymous' ELSE 'small' END AS `size_class`,
    CASE WHEN `tracks`.`TrackId` = 1 THEN 1 END AS `without_else`
FROM `tracks`
WHERE `tracks`.`TrackId` IN (1, 63)
ORDER BY `tracks`.`TrackId` ASC;
