SELECT "events"."title"
FROM "events"
WHERE CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE) BETWEEN DATE '1980-01-01' AND DATE '1987-12-31';
