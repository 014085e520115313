-- Every employee whose title contains "Sales", with the number of
-- customers they support and how many distinct countries those customers
-- live in; staff without customers show zero.
SELECT e.EmployeeId, e.FirstName, e.LastName, e.Title,
       (SELECT COUNT(*) FROM customers AS c
        WHERE c.SupportRepId = e.EmployeeId) AS CustomerCount,
       (SELECT COUNT(DISTINCT c.Country) FROM customers AS c
        WHERE c.SupportRepId = e.EmployeeId) AS CountryCount
FROM employees AS e
WHERE instr(e.Title, 'Sales') > 0
ORDER BY CustomerCount DESC, e.EmployeeId;
