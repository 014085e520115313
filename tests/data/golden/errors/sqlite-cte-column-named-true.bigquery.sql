WITH `w` AS (
  SELECT `notes`.`TRUE`
  FROM `notes`
)
SELECT `w`.`TRUE`
FROM `w`;
