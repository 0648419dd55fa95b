ALTER TABLE "message_consents" ADD COLUMN "text_id" text;--> statement-breakpoint
ALTER TABLE "message_consents" ADD COLUMN "language" text;--> statement-breakpoint
-- decision 071: the rows before it were given on English pages; name the words' ids (a STOP reply's words have none)
UPDATE "message_consents" SET "language" = 'en', "text_id" = CASE "text_shown"
	WHEN 'Send my order updates and the alerts I ask for on WhatsApp' THEN 'alerts.consentWhatsAppTransactional'
	WHEN 'Send me offers and alerts by SMS' THEN 'alerts.consentSmsPromotional'
	WHEN 'Send me offers and alerts on WhatsApp' THEN 'alerts.consentWhatsAppPromotional'
	WHEN 'Send my order updates on WhatsApp' THEN 'checkout.consentWhatsAppUpdates'
	WHEN 'Send me offers and alerts' THEN 'checkout.consentOffers'
END WHERE "source" IN ('account', 'checkout');