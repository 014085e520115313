SELECT CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS INTEGER) AS "year",
    SUM(CASE WHEN "invoices"."Total" > 10 THEN 1 ELSE 0 END) AS "big_ones",
    COUNT(*) AS "n"
FROM "invoices"
WHERE CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS INTEGER) >= 2010
GROUP BY CAST(EXTRACT(YEAR FROM "invoices"."InvoiceDate") AS INTEGER)
HAVING COUNT(*) > 1
ORDER BY "year" ASC NULLS FIRST;
