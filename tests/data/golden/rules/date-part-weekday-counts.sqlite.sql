SELECT (CAST(STRFTIME('%w', "invoices"."InvoiceDate") AS INTEGER) + 6) % 7 + 1 AS "weekday",
    COUNT(*) AS "invoices"
FROM "invoices"
WHERE "invoices"."InvoiceDate" >= '2024-01-01'
  AND "invoices"."InvoiceDate" < '2026-01-01'
GROUP BY (CAST(STRFTIME('%w', "invoices"."InvoiceDate") AS INTEGER) + 6) % 7 + 1
ORDER BY "weekday" ASC;
