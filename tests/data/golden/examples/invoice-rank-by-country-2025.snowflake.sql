SELECT "invoices"."BillingCountry", "invoices"."InvoiceId",
    "invoices"."InvoiceDate", "invoices"."Total",
    RANK() OVER (PARTITION BY "invoices"."BillingCountry" ORDER BY "invoices"."Total" DESC NULLS LAST) AS "TotalRank"
FROM "invoices"
WHERE "invoices"."InvoiceDate" BETWEEN CAST('2025-01-01 00:00:00' AS TIMESTAMP_NTZ) AND CAST('2025-12-31 23:59:59' AS TIMESTAMP_NTZ)
  AND "invoices"."BillingCountry" IN ('Germany', 'Italy', 'Spain')
ORDER BY "invoices"."BillingCountry" ASC NULLS FIRST, "TotalRank" ASC,
    "invoices"."InvoiceId" ASC NULLS FIRST;
