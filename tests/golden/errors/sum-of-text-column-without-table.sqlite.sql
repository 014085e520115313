SELECT SUM(CAST("products"."UnitPrice" AS REAL)) AS "total",
    AVG(CAST("products"."UnitPrice" AS REAL)) AS "avg_UnitPrice"
FROM "products";
