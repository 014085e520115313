SELECT "events"."title", "events"."born"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE) DESC NULLS LAST;
