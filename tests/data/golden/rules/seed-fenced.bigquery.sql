SELECT `artists`.`Name`
FROM `artists`
ORDER BY `artists`.`ArtistId` ASC
LIMIT 3;
