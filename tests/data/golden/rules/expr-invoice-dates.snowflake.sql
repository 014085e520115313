SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate",
    YEAR("invoices"."InvoiceDate") AS "year",
    DAYOFWEEKISO("invoices"."InvoiceDate") AS "weekday",
    PREVIOUS_DAY(DATEADD(DAY, 1, CAST("invoices"."InvoiceDate" AS DATE)), 'MO') AS "week",
    CAST(DATE_TRUNC('QUARTER', "invoices"."InvoiceDate") AS DATE) AS "quarter",
    ((YEAR(DATE '2030-01-01') * 12) + MONTH(DATE '2030-01-01')) - ((YEAR("invoices"."InvoiceDate") * 12) + MONTH("invoices"."InvoiceDate")) AS "months_to_2030",
    DATEDIFF(DAY, CAST("invoices"."InvoiceDate" AS DATE), CAST(DATE '2030-01-01' AS DATE)) AS "days_to_2030"
FROM "invoices"
WHERE "invoices"."InvoiceId" IN (1, 100, 412)
ORDER BY "invoices"."InvoiceId" ASC NULLS FIRST;
