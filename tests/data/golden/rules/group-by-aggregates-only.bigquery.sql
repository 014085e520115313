SELECT COUNT(*) AS `tracks`
FROM `tracks`;
