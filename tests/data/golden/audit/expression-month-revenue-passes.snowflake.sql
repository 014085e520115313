SELECT CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE) AS "month",
    SUM("invoices"."Total") AS "revenue",
    SUM("invoices"."Total" * 2) AS "double_revenue"
FROM "invoices"
GROUP BY CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE)
ORDER BY "month" ASC NULLS FIRST
LIMIT 5;
