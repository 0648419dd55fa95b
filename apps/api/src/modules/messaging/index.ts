/** Messaging: the message templates registered with DLT and WhatsApp, the check every SMS passes, its refusals. */

export {
	CART_REMINDER_AFTER_MS,
	cartReminderDue,
	cartReminderStates,
	remindOfCart,
} from "./cart-reminders.service.ts";
export {
	CONSENT_KINDS,
	type ConsentChannel,
	type ConsentKind,
	type ConsentPurpose,
	consentsOf,
	isStopReply,
	mayMessage,
	recordConsent,
	withdrawByReply,
} from "./consent.service.ts";
export {
	DEFAULT_LINK_DOMAINS,
	type DltCategory,
	LANGUAGES,
	type MessageTemplate,
	NDR_NO_REASON,
	sampleText,
	TEMPLATE_DEFAULTS,
	type TemplateDefault,
	type WhatsAppCategory,
} from "./defaults.ts";
export {
	ALERT_TEMPLATES,
	type DispatchOutcome,
	dispatchMessage,
	FALLBACK_AFTER_MS,
	hastenFallback,
	type MessageDeps,
	type OwnerMessage,
	sendFallback,
	sendKey,
	sendOwnerMessage,
} from "./dispatch.service.ts";
export { checkText, DLT_VAR_MAX, matchBody, renderBody } from "./dlt.ts";
export { ALERT_ORDER_WINDOW_MS, categoryAndFailureFigures, ordersAfterAlerts } from "./figures.service.ts";
export {
	changeOwnerAlertSettings,
	OWNER_ALERTS_KEY,
	ownerAlertChannels,
	ownerAlertSettings,
	ownerWants,
	ownerWantsAlert,
} from "./owner-alerts.ts";
export {
	alertPriceDrop,
	hasMarketingConsent,
	insertPriceAlert,
	livePriceAlertsOf,
	PRICE_ALERT_GAP_MS,
	PRICE_DROP_PAISE,
	PRICE_DROP_SHARE,
	priceAlertDue,
	priceDropWorthAlert,
	stopPriceAlert,
} from "./price-alerts.service.ts";
export { DEFAULT_QUIET_HOURS, parseQuietHours, type QuietHours, quietUntil } from "./quiet-hours.ts";
export { alertsSentSince, sendsByTemplate } from "./sends.repository.ts";
export { channelFigures, findSend, monthStartInIndia, recordDeliveryStatus, sendOnce } from "./sends.service.ts";
export { deleteClosedAlerts, eraseMessagingOf, stockAlertsOf } from "./stock-alerts.repository.ts";
export {
	ALERT_BATCH_GAP_MS,
	ALERTS_PER_UNIT,
	countWaitingAlerts,
	liveAlertsOf,
	mostWaitedVariants,
	notifyStockBatch,
	stopAlert,
	subscribeToStock,
} from "./stock-alerts.service.ts";
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
