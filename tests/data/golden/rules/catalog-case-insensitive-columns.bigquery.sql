SELECT `tracks`.`MediaTypeId`,
    MAX(`tracks`.`Milliseconds`) AS `max_Milliseconds`
FROM `tracks`
WHERE `tracks`.`GenreId` = 9
GROUP BY `tracks`.`MediaTypeId`
ORDER BY `tracks`.`MediaTypeId` ASC;
