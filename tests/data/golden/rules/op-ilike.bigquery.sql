SELECT `tracks`.`TrackId`, `tracks`.`Name`
FROM `tracks`
WHERE LOWER(`tracks`.`Name`) LIKE LOWER('rock')
ORDER BY `tracks`.`TrackId` ASC;
