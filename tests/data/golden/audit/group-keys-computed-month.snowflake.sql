SELECT CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE) AS "month"
FROM "invoices"
GROUP BY CAST(DATE_TRUNC('MONTH', "invoices"."InvoiceDate") AS DATE)
ORDER BY "month" DESC NULLS LAST
LIMIT 3;
