SELECT "events"."title"
FROM "events"
WHERE CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE) = (SELECT MAX(CAST(TRY_STRPTIME(NULLIF("sq1"."born", 'null'), '%b %d, %Y') AS DATE)) FROM "events" AS "sq1");
