SELECT `written`.`id`,
    CAST(SAFE.PARSE_DATE('%Y/%m/%d', `written`.`ymd`) AS DATE) AS `ymd_date`,
    CAST(SAFE.PARSE_DATE('%m/%d/%Y', `written`.`mdy`) AS DATE) AS `mdy_date`,
    CAST(SAFE.PARSE_DATE('%d/%m/%Y', `written`.`dmy`) AS DATE) AS `dmy_date`,
    CAST(SAFE.PARSE_DATE('%d.%m.%Y', `written`.`dot`) AS DATE) AS `dot_date`,
    CAST(SAFE.PARSE_DATE('%b %d, %Y', `written`.`mon`) AS DATE) AS `mon_date`,
    CAST(SAFE.PARSE_DATE('%B %d, %Y', `written`.`month`) AS DATE) AS `month_date`,
    CAST(SAFE.PARSE_DATE('%d %b %Y', `written`.`dmon`) AS DATE) AS `dmon_date`,
    CAST(SAFE.PARSE_DATE('%d %B %Y', `written`.`dmonth`) AS DATE) AS `dmonth_date`
FROM `written`
ORDER BY `written`.`id` ASC;
