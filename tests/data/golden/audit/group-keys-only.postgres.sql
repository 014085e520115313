SELECT "customers"."Country"
FROM "customers"
GROUP BY "customers"."Country"
ORDER BY "customers"."Country" ASC
LIMIT 5;
