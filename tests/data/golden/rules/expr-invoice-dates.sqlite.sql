SELECT "invoices"."InvoiceId", "invoices"."InvoiceDate",
    CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER) AS "year",
    (CAST(STRFTIME('%w', "invoices"."InvoiceDate") AS INTEGER) + 6) % 7 + 1 AS "weekday",
    DATE("invoices"."InvoiceDate", 'weekday 0', '-6 days') AS "week",
    (SELECT DATE(d, 'start of month', '-' || ((CAST(STRFTIME('%m', d) AS INTEGER) - 1) % 3) || ' months') FROM (SELECT "invoices"."InvoiceDate" AS d)) AS "quarter",
    ((CAST(STRFTIME('%Y', '2030-01-01') AS INTEGER) * 12) + CAST(STRFTIME('%m', '2030-01-01') AS INTEGER)) - ((CAST(STRFTIME('%Y', "invoices"."InvoiceDate") AS INTEGER) * 12) + CAST(STRFTIME('%m', "invoices"."InvoiceDate") AS INTEGER)) AS "months_to_2030",
    CAST(JULIANDAY(DATE('2030-01-01')) - JULIANDAY(DATE("invoices"."InvoiceDate")) AS INTEGER) AS "days_to_2030"
FROM "invoices"
WHERE "invoices"."InvoiceId" IN (1, 100, 412)
ORDER BY "invoices"."InvoiceId" ASC;
