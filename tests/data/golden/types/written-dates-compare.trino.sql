SELECT "events"."title"
FROM "events"
WHERE CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE) > DATE '1985-01-01'
ORDER BY "events"."title" ASC NULLS FIRST;
