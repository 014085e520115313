SELECT CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER) AS "year",
    DATE("invoices"."InvoiceDate", 'start of month', '-' || ((CAST(STRFTIME('%m', "invoices"."InvoiceDate") AS INTEGER) - 1) % 3) || ' months') AS "quarter_start",
    SUM(ROUND("invoices"."Total" * 1.1, 1)) AS "taxed", COUNT(*) AS "invoices",
    AVG(CAST("invoices"."Total" AS REAL)) AS "average"
FROM "invoices"
GROUP BY CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER),
    DATE("invoices"."InvoiceDate", 'start of month', '-' || ((CAST(STRFTIME('%m', "invoices"."InvoiceDate") AS INTEGER) - 1) % 3) || ' months')
HAVING COUNT(*) > 20
ORDER BY "quarter_start" ASC;
