-- The seller as the invoice named it when issued (INVOICE_SELLER_*): later configuration changes leave
-- issued invoices as they were. Invoices issued before this column stay NULL (their PDF names the seller).
ALTER TABLE invoice ADD COLUMN seller jsonb NULL;
