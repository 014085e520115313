-- Per billing country: revenue, and the percentage of it from Rock
-- tracks, rounded to one digit; the ten highest shares.  Computed here
-- in two steps: each country's Rock and total revenue, then the ratio.
SELECT BillingCountry, Revenue,
       ROUND(100.0 * RockRevenue / Revenue, 1) AS RockSharePercent
FROM (SELECT i.BillingCountry,
             SUM(l.UnitPrice * l.Quantity) AS Revenue,
             TOTAL(IIF(g.Name = 'Rock', l.UnitPrice * l.Quantity, 0))
                 AS RockRevenue
      FROM invoice_items AS l
      JOIN invoices AS i ON i.InvoiceId = l.InvoiceId
      JOIN tracks AS t ON t.TrackId = l.TrackId
      JOIN genres AS g ON g.GenreId = t.GenreId
      GROUP BY i.BillingCountry)
ORDER BY RockSharePercent DESC, BillingCountry
LIMIT 10;
