-- Customers who bought at least one Rock track and at least one Jazz track.
SELECT c.CustomerId, c.FirstName, c.LastName
FROM customers AS c
WHERE EXISTS (SELECT 1 FROM invoices i JOIN invoice_items ii ON ii.InvoiceId = i.InvoiceId
              JOIN tracks t ON t.TrackId = ii.TrackId JOIN genres g ON g.GenreId = t.GenreId
              WHERE i.CustomerId = c.CustomerId AND g.Name = 'Rock')
  AND EXISTS (SELECT 1 FROM invoices i JOIN invoice_items ii ON ii.InvoiceId = i.InvoiceId
              JOIN tracks t ON t.TrackId = ii.TrackId JOIN genres g ON g.GenreId = t.GenreId
              WHERE i.CustomerId = c.CustomerId AND g.Name = 'Jazz')
ORDER BY c.CustomerId;
