SELECT `playlists`.`PlaylistId`, `playlists`.`Name`,
    COUNT(`playlist_track`.`TrackId`) AS `TrackCount`
FROM `playlist_track`
RIGHT JOIN `playlists` ON `playlist_track`.`PlaylistId` = `playlists`.`PlaylistId`
GROUP BY `playlists`.`PlaylistId`, `playlists`.`Name`
ORDER BY `TrackCount` ASC, `playlists`.`PlaylistId` ASC;
