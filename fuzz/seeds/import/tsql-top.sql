SELECT TOP (3) [Name] + N' by ' + ISNULL(Composer, '?') AS x,
  DATEPART(qq, InvoiceDate) FROM [tracks] WHERE TrackId IN
  (SELECT TOP 1 TrackId FROM tracks ORDER BY Milliseconds DESC) ORDER BY 1;
