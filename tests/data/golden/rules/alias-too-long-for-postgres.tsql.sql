SELECT TOP (1) [genres_with_a_table_alias_that_is_far_too_long_for_postgresql_names].[Name]
FROM [genres] AS [genres_with_a_table_alias_that_is_far_too_long_for_postgresql_names]
ORDER BY [genres_with_a_table_alias_that_is_far_too_long_for_postgresql_names].[GenreId] ASC;
