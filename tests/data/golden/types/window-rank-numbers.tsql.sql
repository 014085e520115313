SELECT [cars].[name],
    RANK() OVER (ORDER BY CAST(NULLIF([cars].[mpg], 'null') AS FLOAT) DESC) AS [place]
FROM [cars]
ORDER BY [place] ASC;
