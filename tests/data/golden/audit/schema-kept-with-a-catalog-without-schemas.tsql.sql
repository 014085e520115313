SELECT TOP (1) [songs].[name]
FROM [main].[songs];
