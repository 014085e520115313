SELECT TOP (2) [tracks].[Name]
FROM [main].[tracks];
