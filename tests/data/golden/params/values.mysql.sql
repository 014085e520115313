SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE `tracks`.`Name` <> ?
  AND `tracks`.`Milliseconds` > ?
  AND `tracks`.`Milliseconds` < ?
  AND `tracks`.`UnitPrice` BETWEEN ? AND ?
  AND `tracks`.`AlbumId` IN (?, ?, ?)
  AND `tracks`.`Composer` IS NOT NULL
ORDER BY `tracks`.`TrackId` ASC
LIMIT 5 OFFSET 2;
-- parameters: [{"type":"string","value":"it's a back\\slash, \"quoted\", ünïcödé ☃"},{"type":"integer","value":300000},{"type":"integer","value":3000000000},{"type":"number","value":0.5},{"type":"number","value":1.5},{"type":"integer","value":1},{"type":"integer","value":2},{"type":"integer","value":3}]
