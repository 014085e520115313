SELECT SUM(CAST("invoice_items"."UnitPrice" AS DOUBLE)) AS "total"
FROM "invoice_items";
