SELECT "written"."id"
FROM "written"
WHERE CAST(TRY_STRPTIME("written"."mdy", '%m/%d/%Y') AS DATE) = CAST(TRY_STRPTIME("written"."dmonth", '%d %B %Y') AS DATE)
ORDER BY "written"."id" ASC;
