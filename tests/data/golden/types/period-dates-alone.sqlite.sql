SELECT "events"."title"
FROM "events"
WHERE "events"."held" >= '2025-12-01'
  AND "events"."held" < '2026-01-01';
