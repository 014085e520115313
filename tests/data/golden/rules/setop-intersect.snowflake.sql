SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."SupportRepId" = 4
INTERSECT
SELECT "customers"."Country"
FROM "customers"
WHERE "customers"."SupportRepId" = 5;
