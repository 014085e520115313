-- Live, acoustic or demo versions (the title ends with "(Live)",
-- "(Acoustic)" or "(Demo)") of songs whose title contains "rain" in any
-- case, with a known composer, not explicit.
SELECT TrackId, Name, Composer
FROM tracks
WHERE instr(lower(Name), 'rain') > 0
  AND (substr(Name, -6) = '(Live)'
       OR substr(Name, -10) = '(Acoustic)'
       OR substr(Name, -6) = '(Demo)')
  AND Composer IS NOT NULL
  AND Explicit = 0
ORDER BY Name, TrackId;
