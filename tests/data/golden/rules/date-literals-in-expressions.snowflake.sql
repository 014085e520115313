SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate",
    DATEDIFF(DAY, CAST(DATE '2024-03-01' AS DATE), CAST("invoices"."InvoiceDate" AS DATE)) AS "days_since_march",
    CASE WHEN "invoices"."InvoiceDate" >= '2024-03-05 12:00:00' THEN TRUE ELSE FALSE END AS "after_noon_cutoff",
    CAST('2024-03-05 12:00:00' AS TIMESTAMP_NTZ) AS "cutoff"
FROM "invoices"
WHERE "invoices"."InvoiceDate" BETWEEN '2024-03-01' AND '2024-03-10'
ORDER BY "invoices"."InvoiceId" ASC NULLS FIRST;
