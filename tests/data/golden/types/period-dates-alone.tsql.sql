SELECT [events].[title]
FROM [events]
WHERE [events].[held] >= CAST('2025-12-01' AS DATE)
  AND [events].[held] < CAST('2026-01-01' AS DATE);
