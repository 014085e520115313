SELECT `tracks`.`MediaTypeId`, COUNT(*) AS `count`,
    COUNT(DISTINCT `tracks`.`GenreId`) AS `count_distinct_GenreId`,
    SUM(`tracks`.`Bytes`) AS `sum_Bytes`,
    AVG(`tracks`.`Milliseconds`) AS `avg_ms`,
    MIN(`tracks`.`UnitPrice`) AS `min_UnitPrice`,
    MAX(`tracks`.`Name`) AS `max_Name`
FROM `tracks`
GROUP BY `tracks`.`MediaTypeId`
ORDER BY `tracks`.`MediaTypeId` ASC;
