SELECT DATE("invoices"."InvoiceDate", 'start of month') AS "month",
    SUM("invoices"."Total") AS "revenue",
    SUM("invoices"."Total" * 2) AS "double_revenue"
FROM "invoices"
GROUP BY DATE("invoices"."InvoiceDate", 'start of month')
ORDER BY "month" ASC
LIMIT 5;
