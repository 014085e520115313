SELECT "events"."title"
FROM "events"
WHERE CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE) >= DATE '1986-01-01'
  AND CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE) < DATE '2026-01-01';
