SELECT SUM(CAST("products"."UnitPrice" AS DOUBLE)) AS "total",
    AVG(CAST("products"."UnitPrice" AS DOUBLE)) AS "avg_UnitPrice"
FROM "products";
