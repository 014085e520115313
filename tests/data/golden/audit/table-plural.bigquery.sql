SELECT `playlist_track`.`PlaylistId`, `playlist_track`.`TrackId`
FROM `playlist_track`
ORDER BY `playlist_track`.`PlaylistId` ASC, `playlist_track`.`TrackId` ASC
LIMIT 3;
