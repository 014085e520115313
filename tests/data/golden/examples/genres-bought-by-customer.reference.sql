-- Genres of the tracks bought by the customer emma.dangelo@example.org,
-- each once, alphabetically. Duplicates are removed with GROUP BY and the
-- path to the purchases is walked with nested IN subqueries.
SELECT g.Name
FROM genres AS g
WHERE g.GenreId IN (
    SELECT t.GenreId FROM tracks AS t
    WHERE t.TrackId IN (
        SELECT ii.TrackId FROM invoice_items AS ii
        WHERE ii.InvoiceId IN (
            SELECT i.InvoiceId FROM invoices AS i
            WHERE i.CustomerId IN (
                SELECT c.CustomerId FROM customers AS c
                WHERE c.Email = 'emma.dangelo@example.org'))))
GROUP BY g.Name
ORDER BY g.Name;
