-- Customers who have never been invoiced.
SELECT c.CustomerId, c.FirstName, c.LastName, c.Email, c.Country
FROM customers AS c
WHERE c.CustomerId NOT IN (SELECT i.CustomerId FROM invoices AS i)
ORDER BY c.CustomerId;
