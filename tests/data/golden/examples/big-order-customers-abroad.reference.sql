-- Customers outside the USA and Canada with at least one invoice of
-- $14 or more, by country.
SELECT c.CustomerId, c.FirstName, c.LastName, c.Country
FROM customers AS c
WHERE c.Country <> 'USA' AND c.Country <> 'Canada'
  AND c.CustomerId IN (SELECT i.CustomerId FROM invoices AS i
                       GROUP BY i.CustomerId
                       HAVING MAX(i.Total) >= 14)
ORDER BY c.Country, c.CustomerId;
