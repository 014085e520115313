SELECT "events"."title"
FROM "events"
WHERE CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE) >= DATE '1986-01-01'
  AND CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE) < DATE '2026-01-01';
