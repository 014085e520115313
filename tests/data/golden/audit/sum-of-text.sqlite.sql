SELECT SUM(CAST("invoice_items"."UnitPrice" AS NUMERIC)) AS "total"
FROM "invoice_items";
