SELECT "events"."title"
FROM "events"
WHERE "events"."held" >= DATE '2025-12-01'
  AND "events"."held" < DATE '2026-01-01';
