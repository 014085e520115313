SELECT (SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) AS INTEGER) - 1) % 3) || ' months') FROM (SELECT "invoices"."InvoiceDate" AS d)) AS "quarter",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2024-01-01'
  AND "invoices"."InvoiceDate" < '2026-01-01'
GROUP BY (SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) AS INTEGER) - 1) % 3) || ' months') FROM (SELECT "invoices"."InvoiceDate" AS d))
ORDER BY "quarter" ASC;
