SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate",
    CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS INTEGER) AS "year",
    CAST(EXTRACT(ISODOW FROM "invoices"."InvoiceDate") AS INTEGER) AS "weekday",
    CAST(DATE_TRUNC('week', "invoices"."InvoiceDate") AS DATE) AS "week",
    CAST(DATE_TRUNC('quarter', "invoices"."InvoiceDate") AS DATE) AS "quarter",
    ((CAST(EXTRACT(YEAR FROM DATE '2030-01-01') AS INTEGER) * 12) + CAST(EXTRACT(MONTH FROM DATE '2030-01-01') AS INTEGER)) - ((CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS INTEGER) * 12) + CAST(EXTRACT(MONTH FROM "invoices"."InvoiceDate") AS INTEGER)) AS "months_to_2030",
    CAST(DATE '2030-01-01' AS DATE) - CAST("invoices"."InvoiceDate" AS DATE) AS "days_to_2030"
FROM "invoices"
WHERE "invoices"."InvoiceId" IN (1, 100, 412)
ORDER BY "invoices"."InvoiceId" ASC NULLS FIRST;
