-- 2025 invoices billed to Germany, Italy or Spain, ranked by total within
-- the country (1 = largest; equal totals share a rank and leave a gap).
SELECT i.BillingCountry, i.InvoiceId, i.InvoiceDate, i.Total,
       1 + (SELECT COUNT(*) FROM invoices AS o
            WHERE o.BillingCountry = i.BillingCountry
              AND substr(o.InvoiceDate, 1, 4) = '2025'
              AND o.Total > i.Total) AS TotalRank
FROM invoices AS i
WHERE substr(i.InvoiceDate, 1, 4) = '2025'
  AND i.BillingCountry IN ('Spain', 'Italy', 'Germany')
ORDER BY i.BillingCountry, TotalRank, i.InvoiceId;
