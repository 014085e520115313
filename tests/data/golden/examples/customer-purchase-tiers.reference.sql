-- Customers with at least one purchase, split into four tiers by tracks
-- bought (most first, ties by customer id); NTILE(4) is computed by hand:
-- with n customers the first n % 4 tiers get one extra customer.
WITH per_customer AS (
    SELECT c.CustomerId, c.FirstName, c.LastName, c.Country,
           (SELECT SUM(ii.Quantity)
            FROM invoice_items AS ii
            JOIN invoices AS i ON i.InvoiceId = ii.InvoiceId
            WHERE i.CustomerId = c.CustomerId) AS TracksBought,
           (SELECT COUNT(*) FROM invoices AS i
            WHERE i.CustomerId = c.CustomerId
              AND EXISTS (SELECT 1 FROM invoice_items AS ii
                          WHERE ii.InvoiceId = i.InvoiceId)) AS InvoiceCount
    FROM customers AS c
),
positioned AS (
    SELECT p.*,
           (SELECT COUNT(*) FROM per_customer AS q
            WHERE q.TracksBought IS NOT NULL
              AND (q.TracksBought > p.TracksBought
                   OR (q.TracksBought = p.TracksBought
                       AND q.CustomerId <= p.CustomerId))) - 1 AS pos,
           (SELECT COUNT(*) FROM per_customer
            WHERE TracksBought IS NOT NULL) AS n
    FROM per_customer AS p
    WHERE p.TracksBought IS NOT NULL
),
tiered AS (
    SELECT *,
           CASE
             WHEN pos < (n % 4) * (n / 4 + 1) THEN pos / (n / 4 + 1) + 1
             ELSE (pos - (n % 4) * (n / 4 + 1)) / (n / 4) + (n % 4) + 1
           END AS Tier
    FROM positioned
)
SELECT CustomerId, FirstName, LastName, Country, TracksBought, InvoiceCount, Tier
FROM tiered
ORDER BY Tier, TracksBought DESC, CustomerId
LIMIT 20;
