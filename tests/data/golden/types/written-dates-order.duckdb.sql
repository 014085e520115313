SELECT "events"."title", "events"."born"
FROM "events"
WHERE NULLIF("events"."born", 'null') IS NOT NULL
ORDER BY CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE) DESC NULLS LAST;
