SELECT `written`.`id`
FROM `written`
WHERE STR_TO_DATE(`written`.`mdy`, '%c/%e/%Y') = STR_TO_DATE(`written`.`dmonth`, '%e %M %Y')
ORDER BY `written`.`id` ASC;
