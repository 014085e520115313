-- Invoices of customers 2 and 6 in date order, with the total of the
-- customer's previous invoice (0 for the first one) and the customer's
-- running spend, computed with correlated subqueries instead of windows.
SELECT i.CustomerId, i.InvoiceId, i.InvoiceDate, i.Total,
       COALESCE((SELECT p.Total FROM invoices AS p
                 WHERE p.CustomerId = i.CustomerId
                   AND p.InvoiceDate < i.InvoiceDate
                 ORDER BY p.InvoiceDate DESC
                 LIMIT 1), 0) AS PreviousTotal,
       (SELECT SUM(r.Total) FROM invoices AS r
        WHERE r.CustomerId = i.CustomerId
          AND r.InvoiceDate <= i.InvoiceDate) AS RunningTotal
FROM invoices AS i
WHERE i.CustomerId = 2 OR i.CustomerId = 6
ORDER BY i.CustomerId, i.InvoiceDate, i.InvoiceId;
