SELECT "genres_with_a_table_alias_that_is_far_too_long_for_postgresql_names"."Name"
FROM "genres" AS "genres_with_a_table_alias_that_is_far_too_long_for_postgresql_names"
ORDER BY "genres_with_a_table_alias_that_is_far_too_long_for_postgresql_names"."GenreId" ASC NULLS FIRST
LIMIT 1;
