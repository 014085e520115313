SELECT MIN(CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE)) AS "first",
    MAX(CAST(TRY(DATE_PARSE(NULLIF("events"."born", 'null'), '%b %e, %Y')) AS DATE)) AS "last"
FROM "events";
