SELECT "written"."id"
FROM "written"
WHERE TRY_TO_DATE("written"."mdy", 'MM/DD/YYYY') = TRY_TO_DATE("written"."dmonth", 'DD MMMM YYYY')
ORDER BY "written"."id" ASC;
