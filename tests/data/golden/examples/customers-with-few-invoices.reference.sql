-- Customers with at most 9 invoices (none has no invoice at all).
SELECT c.CustomerId, c.FirstName, c.LastName, c.Country
FROM customers c
WHERE (SELECT COUNT(*) FROM invoices i WHERE i.CustomerId = c.CustomerId) <= 9
ORDER BY c.CustomerId
LIMIT 20;
