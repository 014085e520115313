SELECT "events"."title"
FROM "events"
WHERE CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE) = (SELECT MAX(CAST(TRY(DATE_PARSE(NULLIF("sq1"."born", 'null'), '%b %e, %Y')) AS DATE)) FROM "events" AS "sq1");
