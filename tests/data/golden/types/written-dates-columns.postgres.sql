SELECT "written"."id"
FROM "written"
WHERE TO_DATE("written"."mdy", 'MM/DD/YYYY') = TO_DATE("written"."dmonth", 'DD Month YYYY')
ORDER BY "written"."id" ASC;
