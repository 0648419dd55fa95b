/** Back-in-stock alerts (issue 26 item 5), texts of the lazily loaded pages only (the first load stays small). */
/** a sold-out size's button on the product page, and what its form answers there */
export const notifyMe = "Notify me";
export const notifyMeSaved = "We'll message you when this size is back in stock.";
export const notifyMeLogin = "Log in with your phone number and we'll message you when this size is back.";
/** Account → Messages: the consents and the sizes the shopper asked to hear about (issue 26 items 4–5) */
export const settingsTitle = "Messages";
export const settingsIntro =
	"Login codes and order updates come by SMS. Choose what else we may send; reply STOP to any message to stop.";
export const settingsLoading = "Loading…";
export const alertsTitle = "Back-in-stock alerts";
export const alertsNone = "None. Tap “Notify me” on a sold-out size and we’ll message you when it is back.";
export const stop = "Stop";
export const stopAlert = (name: string, size: string) => `Stop the alert for ${name}, ${size}`;
export const saveFailed = "Could not save that. Please try again.";
export const loadFailed = "Could not load your message settings.";
/** "Tell me if the price drops" on a wishlist item (issue 26 item 6) */
export const priceWatch = "Tell me if the price drops";
export const priceWatchOn = "We'll message you if the price drops by 10% or ₹100.";
export const priceWatchOff = "Price alert stopped.";
export const priceWatchNeedsConsent =
	"Price alerts come with offers and alerts: turn on “Send me offers and alerts by SMS” in your account.";
export const priceAlertsTitle = "Price-drop alerts";
export const priceAlertsNone = "None. Tap “Tell me if the price drops” on a wishlist item.";
export const priceAlertSince = (price: string) => `Saved at ${price}`;
export const stopPriceAlert = (name: string, size: string) => `Stop the price alert for ${name}, ${size}`;
// the API's answers
export const noSuchAlert = "No such alert";
export const notOnWishlist = "Add it to your wishlist first";

/**
 * The words of each consent Account → Messages offers, by kind (channel:purpose): what the shopper ticks, and what the
 * consent ledger keeps, in the language of the page they ticked it on (decision 071). Change a wording only by a new
 * id: the ledger names the id it recorded.
 */
export const consentWhatsAppTransactional = "Send my order updates and the alerts I ask for on WhatsApp";
export const consentSmsPromotional = "Send me offers and alerts by SMS";
export const consentWhatsAppPromotional = "Send me offers and alerts on WhatsApp";
