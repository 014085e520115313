SELECT "events"."title"
FROM "events"
WHERE CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE) BETWEEN DATE '1980-01-01' AND DATE '1987-12-31';
