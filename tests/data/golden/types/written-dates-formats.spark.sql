SELECT `written`.`id`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`ymd`, 'yyyy/M/d') AS DATE) AS DATE) AS `ymd_date`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`mdy`, 'M/d/yyyy') AS DATE) AS DATE) AS `mdy_date`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`dmy`, 'd/M/yyyy') AS DATE) AS DATE) AS `dmy_date`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`dot`, 'd.M.yyyy') AS DATE) AS DATE) AS `dot_date`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`mon`, 'MMM d, yyyy') AS DATE) AS DATE) AS `mon_date`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`month`, 'MMMM d, yyyy') AS DATE) AS DATE) AS `month_date`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`dmon`, 'd MMM yyyy') AS DATE) AS DATE) AS `dmon_date`,
    CAST(CAST(TRY_TO_TIMESTAMP(`written`.`dmonth`, 'd MMMM yyyy') AS DATE) AS DATE) AS `dmonth_date`
FROM `written`
ORDER BY `written`.`id` ASC;
