SELECT TOP (1) [tracks].[Name]
FROM [main].[tracks];
