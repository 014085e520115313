SELECT "events"."title"
FROM "events"
WHERE TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY') >= DATE '1986-01-01'
  AND TRY_TO_DATE(NULLIF("events"."born", 'null'), 'MON DD, YYYY') < DATE '2026-01-01';
