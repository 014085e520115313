SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Name` IN ('Who\'s Counting', 'Café Noir', 'C:\\Music\\Café\'s')
  AND `tracks`.`Name` <> 'back\\slash \'quoted\' "double"'
  AND `tracks`.`Name` NOT IN ('x\\\'; DROP TABLE tracks; --')
ORDER BY `tracks`.`TrackId` ASC
LIMIT 20;
