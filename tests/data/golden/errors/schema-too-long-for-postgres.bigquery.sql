SELECT `tracks`.`Name`
FROM `ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss`.`tracks`;
