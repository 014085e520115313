WITH `c` AS (
  SELECT `cars`.`origin`, COUNT(*) AS `n`
  FROM `cars`
  GROUP BY `cars`.`origin`
)
SELECT `c`.`origin`, `c`.`n`
FROM `c`
WHERE `c`.`origin` IN ('usa', 'japan')
ORDER BY `c`.`origin` ASC;
