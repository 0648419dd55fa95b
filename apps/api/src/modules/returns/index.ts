/**
 * Returns and size exchanges after delivery (issue 24, decision 047): the return requests, their lines and
 * timelines. The use cases that span orders, catalogue, payments and messages are workflows/return-*.ts.
 */

export { type HeldReplacement, heldReplacements } from "./replacements.ts";
export {
	AWAITING_PICKUP,
	anonymiseReturnsOfUser,
	findReturn,
	findReturnByKey,
	insertReturn,
	listReturns,
	moveReturn,
	openReturnsOfUser,
	type ReturnEventRow,
	type ReturnLineRow,
	type ReturnQueueFilter,
	type ReturnRow,
	type ReturnWithLines,
	returnsOfOrder,
	setLineInspection,
	staleExchanges,
} from "./returns.repository.ts";
export {
	DEFAULT_RETURNS_SETTINGS,
	RETURNS_SETTINGS_KEY,
	type ReturnsSettings,
	readReturnsSettings,
	returnsSettingsSchema,
	saveReturnsSettings,
} from "./returns-settings.ts";
