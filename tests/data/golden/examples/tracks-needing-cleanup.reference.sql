-- Tracks with a placeholder name (starting with the literal text
-- "Track_") or with neither composer nor genre. The empty review list
-- matches nothing.
SELECT TrackId, Name, Composer, GenreId, AlbumId
FROM tracks
WHERE substr(Name, 1, 6) = 'Track_'
   OR coalesce(Composer, GenreId) IS NULL
ORDER BY TrackId;
