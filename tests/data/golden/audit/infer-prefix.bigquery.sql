SELECT `tbl_Employees`.`FullName`, `tb_Company`.`Name`
FROM `tbl_Employees`
INNER JOIN `tb_Company` ON `tbl_Employees`.`CompanyID` = `tb_Company`.`ID`;
