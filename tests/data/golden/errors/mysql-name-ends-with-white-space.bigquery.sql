SELECT `notes\x09`.`body\x0a`
FROM `notes\x09`;
