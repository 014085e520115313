SELECT MIN(CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE)) AS "first",
    MAX(CAST(TRY_STRPTIME(NULLIF("events"."born", 'null'), '%b %d, %Y') AS DATE)) AS "last"
FROM "events";
