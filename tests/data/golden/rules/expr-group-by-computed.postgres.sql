SELECT CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS integer) AS "year",
    CAST(DATE_TRUNC('quarter', "invoices"."InvoiceDate") AS date) AS "quarter_start",
    SUM(ROUND(CAST("invoices"."Total" * 1.1 AS numeric), 1)) AS "taxed",
    COUNT(*) AS "invoices",
    AVG(CAST("invoices"."Total" AS double precision)) AS "average"
FROM "invoices"
GROUP BY CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS integer),
    CAST(DATE_TRUNC('quarter', "invoices"."InvoiceDate") AS date)
HAVING COUNT(*) > 20
ORDER BY "quarter_start" ASC NULLS FIRST;
