SELECT "notes	"."body
"
FROM "notes	";
