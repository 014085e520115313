-- Revenue per billing country for invoices dated in 2024, only countries
-- with at least five such invoices, highest revenue first.
-- The year is matched on the date part of the timestamp, and the
-- five-invoice condition is applied outside the aggregation.
SELECT BillingCountry, InvoiceCount, Revenue, AverageInvoice,
       SmallestInvoice, LargestInvoice
FROM (SELECT BillingCountry,
             COUNT(InvoiceId) AS InvoiceCount,
             SUM(Total) AS Revenue,
             SUM(Total) / COUNT(Total) AS AverageInvoice,
             MIN(Total) AS SmallestInvoice,
             MAX(Total) AS LargestInvoice
      FROM invoices
      WHERE strftime('%Y', InvoiceDate) = '2024'
      GROUP BY BillingCountry)
WHERE InvoiceCount > 4
ORDER BY Revenue DESC, BillingCountry;
