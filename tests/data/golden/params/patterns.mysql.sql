SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Name` LIKE ? ESCAPE '!' OR `tracks`.`Name` LIKE ? ESCAPE '!' OR LOWER(`tracks`.`Name`) LIKE LOWER(?) ESCAPE '!'
ORDER BY `tracks`.`TrackId` ASC;
-- parameters: [{"type":"string","value":"50!%!_[a]!!*?%"},{"type":"string","value":"%'s"},{"type":"string","value":"%rain%"}]
