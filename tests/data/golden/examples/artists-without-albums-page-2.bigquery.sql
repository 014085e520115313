SELECT `artists`.`ArtistId`, `artists`.`Name`
FROM `artists`
WHERE NOT EXISTS (SELECT 1 FROM `albums` WHERE `albums`.`ArtistId` = `artists`.`ArtistId`)
ORDER BY `artists`.`Name` ASC, `artists`.`ArtistId` ASC
LIMIT 10 OFFSET 10;
