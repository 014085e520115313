SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate",
    CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS integer) AS "year",
    CAST(EXTRACT(ISODOW FROM "invoices"."InvoiceDate") AS integer) AS "weekday",
    CAST(DATE_TRUNC('week', "invoices"."InvoiceDate") AS date) AS "week",
    CAST(DATE_TRUNC('quarter', "invoices"."InvoiceDate") AS date) AS "quarter",
    ((CAST(EXTRACT(YEAR FROM DATE '2030-01-01') AS integer) * 12) + CAST(EXTRACT(MONTH FROM DATE '2030-01-01') AS integer)) - ((CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS integer) * 12) + CAST(EXTRACT(MONTH FROM "invoices"."InvoiceDate") AS integer)) AS "months_to_2030",
    CAST(DATE '2030-01-01' AS date) - CAST("invoices"."InvoiceDate" AS date) AS "days_to_2030"
FROM "invoices"
WHERE "invoices"."InvoiceId" IN (1, 100, 412)
ORDER BY "invoices"."InvoiceId" ASC NULLS FIRST;
