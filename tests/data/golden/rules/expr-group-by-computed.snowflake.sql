SELECT YEAR("invoices"."InvoiceDate") AS "year",
    CAST(DATE_TRUNC('QUARTER', "invoices"."InvoiceDate") AS DATE) AS "quarter_start",
    SUM(ROUND(CAST("invoices"."Total" * 1.1 AS NUMBER(38, 10)), 1)) AS "taxed",
    COUNT(*) AS "invoices", AVG(CAST("invoices"."Total" AS DOUBLE)) AS "average"
FROM "invoices"
GROUP BY YEAR("invoices"."InvoiceDate"),
    CAST(DATE_TRUNC('QUARTER', "invoices"."InvoiceDate") AS DATE)
HAVING COUNT(*) > 20
ORDER BY "quarter_start" ASC NULLS FIRST;
