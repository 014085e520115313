SELECT SUM(CAST("invoice_items"."UnitPrice" AS REAL)) AS "total"
FROM "invoice_items";
