SELECT "written"."id"
FROM "written"
WHERE CAST(TRY(DATE_PARSE("written"."mdy", '%c/%e/%Y')) AS DATE) = CAST(TRY(DATE_PARSE("written"."dmonth", '%e %M %Y')) AS DATE)
ORDER BY "written"."id" ASC;
