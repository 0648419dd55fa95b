/** Messaging: the message templates registered with DLT and WhatsApp, the check every SMS passes, its refusals. */
export {
	DEFAULT_LINK_DOMAINS,
	type DltCategory,
	LANGUAGES,
	type MessageTemplate,
	sampleText,
	TEMPLATE_DEFAULTS,
	type TemplateDefault,
	type WhatsAppCategory,
} from "./defaults.ts";
export { checkText, DLT_VAR_MAX, matchBody, renderBody } from "./dlt.ts";
export { findSend, recordDeliveryStatus, sendOnce } from "./sends.service.ts";
export { type RefusalRow, recentRefusals } from "./templates.repository.ts";
export {
	type CatalogueEntry,
	checkSmsText,
	DltCheckedSmsSender,
	editTemplate,
	MessageRefused,
	messageCatalogue,
	previewTemplate,
	requestTestMessage,
	sendWhatsAppTemplate,
	TemplateEditError,
	templateDefault,
} from "./templates.service.ts";
