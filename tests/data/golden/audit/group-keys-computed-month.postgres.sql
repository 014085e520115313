SELECT CAST(DATE_TRUNC('month', "invoices"."InvoiceDate") AS date) AS "month"
FROM "invoices"
GROUP BY CAST(DATE_TRUNC('month', "invoices"."InvoiceDate") AS date)
ORDER BY "month" DESC NULLS LAST
LIMIT 3;
