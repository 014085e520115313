SELECT DATE("invoices"."InvoiceDate", 'start of month') AS "month"
FROM "invoices"
GROUP BY DATE("invoices"."InvoiceDate", 'start of month')
ORDER BY "month" DESC
LIMIT 3;
