SELECT `written`.`id`
FROM `written`
WHERE CAST(TRY_TO_TIMESTAMP(`written`.`mdy`, 'M/d/yyyy') AS DATE) = CAST(TRY_TO_TIMESTAMP(`written`.`dmonth`, 'd MMMM yyyy') AS DATE)
ORDER BY `written`.`id` ASC;
