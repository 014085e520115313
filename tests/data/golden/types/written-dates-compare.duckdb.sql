SELECT "events"."title"
FROM "events"
WHERE CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE) > DATE '1985-01-01'
ORDER BY "events"."title" ASC NULLS FIRST;
