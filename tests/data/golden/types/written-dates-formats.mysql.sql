SELECT `written`.`id`,
    CAST(STR_TO_DATE(`written`.`ymd`, '%Y/%c/%e') AS DATE) AS `ymd_date`,
    CAST(STR_TO_DATE(`written`.`mdy`, '%c/%e/%Y') AS DATE) AS `mdy_date`,
    CAST(STR_TO_DATE(`written`.`dmy`, '%e/%c/%Y') AS DATE) AS `dmy_date`,
    CAST(STR_TO_DATE(`written`.`dot`, '%e.%c.%Y') AS DATE) AS `dot_date`,
    CAST(STR_TO_DATE(`written`.`mon`, '%b %e, %Y') AS DATE) AS `mon_date`,
    CAST(STR_TO_DATE(`written`.`month`, '%M %e, %Y') AS DATE) AS `month_date`,
    CAST(STR_TO_DATE(`written`.`dmon`, '%e %b %Y') AS DATE) AS `dmon_date`,
    CAST(STR_TO_DATE(`written`.`dmonth`, '%e %M %Y') AS DATE) AS `dmonth_date`
FROM `written`
ORDER BY `written`.`id` ASC;
