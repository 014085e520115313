SELECT TOP (2) [invoice_items].[InvoiceLineId]
FROM [invoice_items];
