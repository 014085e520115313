SELECT `albums`.`AlbumId`, `albums`.`Title`
FROM `albums`
WHERE `albums`.`Title` LIKE '50\\%%' OR `albums`.`Title` LIKE 'Night\\_%' OR `albums`.`Title` LIKE '[a]!%'
ORDER BY `albums`.`AlbumId` ASC;
