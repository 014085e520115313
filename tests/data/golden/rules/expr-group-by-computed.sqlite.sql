SELECT CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER) AS "year",
    (SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) AS INTEGER) - 1) % 3) || ' months') FROM (SELECT "invoices"."InvoiceDate" AS d)) AS "quarter_start",
    SUM(ROUND("invoices"."Total" * 1.1, 1)) AS "taxed", COUNT(*) AS "invoices",
    AVG(CAST("invoices"."Total" AS REAL)) AS "average"
FROM "invoices"
GROUP BY CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER),
    (SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) AS INTEGER) - 1) % 3) || ' months') FROM (SELECT "invoices"."InvoiceDate" AS d))
HAVING COUNT(*) > 20
ORDER BY "quarter_start" ASC;
