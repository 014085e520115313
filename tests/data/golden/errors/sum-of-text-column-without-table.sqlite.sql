SELECT SUM(CAST("products"."UnitPrice" AS NUMERIC)) AS "total",
    AVG(CAST("products"."UnitPrice" AS NUMERIC)) AS "avg_UnitPrice"
FROM "products";
