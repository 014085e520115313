SELECT "events"."title"
FROM "events"
WHERE TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY') >= DATE '1986-01-01'
  AND TO_DATE(NULLIF("events"."born", 'null'), 'Mon DD, YYYY') < DATE '2026-01-01';
