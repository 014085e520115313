-- Revenue from invoice lines per billing country, with the number of
-- lines; the ten countries with the most revenue.
SELECT i.BillingCountry,
       SUM(l.UnitPrice * l.Quantity) AS Revenue,
       COUNT(*) AS Lines
FROM invoices AS i
JOIN invoice_items AS l USING (InvoiceId)
GROUP BY i.BillingCountry
ORDER BY Revenue DESC, i.BillingCountry
LIMIT 10;
