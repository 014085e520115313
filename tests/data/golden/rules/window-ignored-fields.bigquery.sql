SELECT `genres`.`GenreId`,
    RANK() OVER (ORDER BY `genres`.`Name` ASC) AS `name_rank`,
    LEAD(`genres`.`Name`) OVER () AS `next_name`,
    SUM(`genres`.`GenreId`) OVER () AS `total`
FROM `genres`
WHERE `genres`.`GenreId` = 1
ORDER BY `genres`.`GenreId` ASC;
