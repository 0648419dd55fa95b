export const selectBoth = "Please select both address and payment method";
export const selectAddress = "Please select a delivery address";
export const selectPayment = "Please select a payment method";
export const noAddresses = "No addresses found. Please add an address to continue.";
export const placing = "Placing Order...";
export const placed = "Order Placed Successfully!";
export const failed = "Failed to place order";
export const pricesChanged = "Prices have changed. Please review your order.";
export const insufficientStock = (name: string, left: number) =>
	left > 0
		? `Only ${left} of ${name} ${left === 1 ? "is" : "are"} left. Please reduce the quantity in your cart.`
		: `${name} is out of stock. Please remove it from your cart.`;
export const unavailable = (name: string) => `${name} is no longer available. Please remove it from your cart.`;
export const emptyOrder = "Your order has no items";
export const duplicateItem = "Each product may appear only once in an order";
export const addressNotFound = "That delivery address was not found. Please choose another.";
export const idempotencyMismatch = "This checkout attempt was already used for a different order. Please try again.";
export const emptyCart = "Your cart is empty. Add something you like before checking out.";
export const continueShopping = "Continue Shopping";
export const viewOrders = "View Orders";
export const giftCardRequired = "Please enter your gift card code";
export const tooLarge = "This order is too large to place online. Please contact us to order in bulk.";
export const codLimit = (max: string) =>
	`Cash on delivery is available for orders up to ${max}. Please pay by UPI, card, net banking or a gift card.`;
export const codUnavailable = (max: string) => `Not available for orders above ${max}`;
export const codZone = (where: string) =>
	`Cash on delivery is not available for pincode ${where}. Please pay by UPI, card, net banking or a gift card.`;
export const codZoneUnavailable = (pincode: string) => `Not available for pincode ${pincode}`;
export const codFee = (fee: string) => `a ${fee} cash on delivery fee is added`;
export const tooManyUnpaid = (count: number) =>
	`You already have ${count} orders waiting for payment. Please pay for or cancel one of them first.`;
export const lineQuantityLimit = (max: number) =>
	`You can order up to ${max} of one item. Please lower the quantity in your cart.`;
export const tooManyHeldUnits = (max: number, held: number) =>
	held > 0
		? `You can have up to ${max} items in orders waiting for payment or shipping, and ${held} are already waiting. Please pay for or cancel an open order, or order fewer items.`
		: `You can order up to ${max} items at a time. Please lower the quantities in your cart.`;
export const tooManyCod = (count: number) =>
	`You already have ${count} cash on delivery orders waiting to be shipped. Please cancel one of them or choose another way to pay.`;

export const takingYouToThe = "Taking you to the payment page";
export const takingYouToThe2 = "Taking you to the payment page…";
export const loadingYourCheckout = "Loading your checkout";
export const goToCart = "Go to cart";
export const next = "Next";
export const tryAgain = "Try again";
export const checkout = "Checkout";
export const addANewAddress = "Add a new address";
export const deliveryAddress = "Delivery address";
export const defaultText = "Default";
export const phone = "Phone: ";
export const addANewAddress2 = "+ Add a new address";
export const checkoutSteps = "Checkout steps";
export const step = "Step ";
export const doneGoBack = " (done, go back)";
export const orderSummary = "Order Summary";
export const remove = "Remove";
export const promoCode = "Promo code";
export const welcome15 = "WELCOME15";
export const apply = "Apply";
export const yourOrderNumberIs = "Your order number is ";
export const weHaveSentYou = ". We have sent you an SMS.";
export const giftCardCode = "Gift card code";
export const pitaraGiftXxxx = "PITARA-GIFT-XXXX";
export const checkBalance = "Check balance";
export const paymentMethod = "Payment method";
export const payWithin = (minutes: number) =>
	`After you place the order you will pay on a secure payment page. Your items are held for ${minutes} minutes while you pay.`;
export const change = "Change";
export const reviewYourOrder = "Review your order";
export const items = "Items";
export const giftCard = "Gift card ";
export const tooManyLines = (max: number) => `An order may have at most ${max} different products`;
/** issue 30: what the order shares, and the link to the itemised privacy notice */
export const privacyShared = "We share your delivery address with the courier and the amount with our payment gateway.";
export const privacyNoticeLink = "How we use your data (privacy notice)";
/** Pitara Credit at checkout (issue 24) */
export const creditApply = (balance: string) => `Use my Pitara Credit (${balance} available)`;
export const creditApplied = "Pitara Credit";
export const creditLeftToPay = "Left to pay";
export const creditCoversAll = "Your Pitara Credit pays for the whole order: nothing more to pay.";
export const creditPaid = (amount: string) => `${amount} was paid with your Pitara Credit.`;
/** consent at checkout (issue 26 item 4): both unticked; the ledger keeps these exact words */
export const consentWhatsAppUpdates = "Send my order updates on WhatsApp";
export const consentOffers = "Send me offers and alerts";
export const consentLegend = "Messages";

// a business purchase (issue 29 item 3): the buyer's GSTIN on the tax invoice, which puts the order in GSTR-1's B2B
export const addGstin = "Add GSTIN for a business purchase";
export const gstinLabel = "GSTIN";
export const tradeNameLabel = "Business name (as registered for GST)";
export const gstinHint = "The tax invoice will name your business and GSTIN, so you can claim input tax credit.";
export const removeGstin = "Remove GSTIN";
export const gstinFormat =
	"GSTIN: 15 characters — the 2-digit state code, the 10-character PAN, the entity number, Z and a check character";
export const gstinCheck = (expected: string) =>
	`GSTIN: the last character should be ${expected}. Please copy the GSTIN again from the registration certificate.`;
export const gstinState = (code: string, state: string, stateCode: string) =>
	`GSTIN: it starts with state code ${code}, but the delivery address is in ${state} (code ${stateCode}). Please use the GSTIN registered in ${state}, or a delivery address in that state.`;
export const tradeNameTooLong = "Business name: at most 200 characters";
export const gstinNotOffered =
	"Invoices to a GSTIN are not available at the moment. Please place the order without one.";
/** the payment modes as the shopper reads them (PAYMENT_MODE_LABELS is the console's English) */
export const paymentModes = {
	COD: "Cash on Delivery",
	CREDIT_CARD: "Credit Card",
	DEBIT_CARD: "Debit Card",
	UPI: "UPI",
	NET_BANKING: "Net Banking",
	GIFT_CARD: "Gift Card",
} as Record<string, string>;
export const paymentDescriptions = {
	COD: "Pay in cash when your order arrives",
	CREDIT_CARD: "Visa, Mastercard, RuPay and American Express",
	DEBIT_CARD: "Debit cards of all Indian banks",
	UPI: "Google Pay, PhonePe, Paytm or any UPI app",
	NET_BANKING: "All major Indian banks",
	GIFT_CARD: "Pay the whole order with a Pitara gift card",
} as Record<string, string>;
/** the checkout's three steps, by their English names */
export const stepNames = { Address: "Address", Payment: "Payment", Review: "Review" } as Record<string, string>;
export const giftCardCovers = (total: string) => `It covers this order of ${total}.`;
export const keepCashReady = (amount: string) => `Please keep ${amount} ready to pay in cash on delivery.`;
export const paidWithGiftCard = (amount: string) => `${amount} was paid with your gift card.`;
export const placeOrder = "Place Order";
export const placeOrderAndPay = (amount: string) => `Place Order and Pay ${amount}`;
export const changeSection = (title: string) => `Change ${title.toLowerCase()}`;
export const checkGiftCardFirst = "Please check your gift card's balance first";
// (here, not in cart.ts: the product page carries cart.ts's function texts)
/** "3 items": a count of the cart's (or an order's) items */
export const itemCount = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
export const unavailableNotCounted = (count: number) =>
	` · ${count} unavailable ${count === 1 ? "line" : "lines"} not counted`;
export const quantityOf = (name: string) => `Quantity of ${name}`;
/** a pincode the couriers do not reach: "Check delivery"'s answer (the API's) and the checkout's refusal of an address */
export const notDeliveredTo = (pincode: string) => `Sorry, we do not deliver to ${pincode} yet.`;
export const notDeliveredToAddress = (pincode: string) =>
	`Sorry, we do not deliver to ${pincode} yet. Please choose another delivery address.`;
/** the delivery zones' names, in cash on delivery's refusal in a zone (delivery.ts codRefusal; ZONE_LABELS is the console's) */
export const zoneNames = {
	same_city: "Same city",
	same_state: "Same state",
	metro: "Metro city",
	rest_of_india: "Rest of India",
	north_east_islands: "North-east and islands",
} as Record<string, string>;
