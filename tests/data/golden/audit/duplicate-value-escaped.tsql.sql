SELECT [tracks].[Name]
FROM [tracks]
WHERE [tracks].[Name] IN (N'x‮y[0m');
