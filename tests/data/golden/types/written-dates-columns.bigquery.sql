SELECT `written`.`id`
FROM `written`
WHERE SAFE.PARSE_DATE('%m/%d/%Y', `written`.`mdy`) = SAFE.PARSE_DATE('%d %B %Y', `written`.`dmonth`)
ORDER BY `written`.`id` ASC;
