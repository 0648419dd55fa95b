export const notAuthenticated = "User not authenticated";
export const loadFailed = "Failed to load orders";
export const tryLater = "Please try again later.";
export const empty = "You haven't placed any orders yet.";
export const noTracking = "No tracking information available";
export const noInvoice = "No invoice data available";
export const notFound = "Order not found";
export const trackOrder = "Track Order";
export const viewInvoice = "View Invoice";
export const download = "Download";
export const downloadPdf = "Tax invoice (PDF)";
export const downloadCreditNotePdf = "Credit note (PDF)";
export const downloadExchangeInvoicePdf = (number: string) => `Exchange invoice ${number} (PDF)`;
export const pdfFailed = "The PDF could not be downloaded. Please try again.";
export const noTaxInvoiceYet = "The tax invoice is issued when the order ships.";
export const noCreditNote = "This order has no credit note: one is issued only when a shipped order is cancelled.";
export const cancel = "Cancel Order";
export const confirmCancel = "Are you sure you want to cancel this order? This cannot be undone.";
export const cancelled = "Your order has been cancelled";
export const cancelFailed = "The order could not be cancelled. Please try again.";
export const onlyPendingCancel = "Only an order that has not been shipped yet can be cancelled";
export const transitionRefused = (from: string, to: string) => `An order that is ${from} cannot be marked ${to}`;
export const notPaidYet = "This order has not been paid yet, so it cannot be shipped";
export const statusUpdated = (status: string) => `Order marked ${status}`;
export const trackLoadFailed = "Failed to load tracking";
export const invoiceLoadFailed = "Failed to load invoice";
export const chooseOrder = "Choose one of your orders to see where it is";
export const noOrdersToTrack = "You have no orders to track yet.";
export const notCharged = "Not charged";
export const parcels = "Parcels";
export const parcelCourier = (courier: string, awb: string) => `${courier} · AWB ${awb}`;
export const parcelExpected = (date: string) => `Expected by ${date}`;
/** what a parcel carries: "Cotton frock (5-6 Y, Pink) × 1" (an exchange's parcel names the new size) */
export const parcelItem = (name: string, quantity: number) => `${name} × ${quantity}`;
export const parcelDelivered = (when: string) => `Delivered ${when}`;

export const loadingYourOrders = "Loading your orders";
export const frocksToysBooksAnd = "Frocks, toys, books and more are waiting for you.";
export const startShopping = "Start Shopping";
export const yourOrders = "Your Orders";
export const yourOrders2 = "Your orders";
export const chooseAnOrder = "Choose an order";
export const orEnterAnOrder = "Or enter an order number";
export const eG123 = "e.g. 123";
export const track = "Track";
export const order = "Order #";
export const placed = "placed ";
export const gstin = " · GSTIN ";
export const placeOfSupply = "Place of supply: ";
export const gstByLine = "GST by line";
export const item = "Item";
export const hsnSac = "HSN/SAC";
export const taxable = "Taxable";
export const gst = "GST";
export const cgst = "CGST";
export const sgst = "SGST";
export const igst = "IGST";
export const amount = "Amount";
export const taxableValue = "Taxable value";
export const total = "Total";
export const customer = "Customer";
export const shippingAddress = "Shipping address";
export const orderDate = "Order date";
export const status = "Status";
export const paymentMode = "Payment mode";
export const paymentStatus = "Payment status";
export const itemsOnTheInvoice = "Items on the invoice";
export const qty = "Qty";
export const unitPrice = "Unit price";
export const totalMrp = "Total MRP";
export const discount = "Discount";
export const subtotal = "Subtotal";
export const delivery = "Delivery";
export const cashOnDeliveryFee = "Cash on delivery fee";
export const pricesIncludeGst = "Prices include GST.";
export const invoice = "Invoice";
export const loadingInvoice = "Loading invoice";
export const tryAgain = "Try again";
export const payBefore = "Pay before";
export const products = "Products";
export const logIn = "Log in";
export const tracking = "Tracking";
export const loadingTracking = "Loading tracking";
export const by = " · by ";
// the e-mailed copy of a tax document (the console's "E-mail to customer"), in the shopper's account language
export const mailInvoiceSubject = (number: string, orderId: number) =>
	`Tax invoice ${number} for your Pitara order #${orderId}`;
export const mailCreditNoteSubject = (number: string, orderId: number) =>
	`Credit note ${number} for your Pitara order #${orderId}`;
export const mailHello = (name: string) => `Hello ${name},`;
export const mailInvoiceAttached = (number: string, orderId: number) =>
	`Your tax invoice ${number} for order #${orderId} is attached as a PDF.`;
export const mailCreditNoteAttached = (number: string, orderId: number) =>
	`Your credit note ${number} for order #${orderId} is attached as a PDF.`;
export const mailThanks = "Thank you for shopping with Pitara.";
/** an order's status as the shopper reads it (the data keeps the English word) */
export const orderStatuses = {
	Pending: "Pending",
	Shipped: "Shipped",
	Delivered: "Delivered",
	Cancelled: "Cancelled",
} as Record<string, string>;
/** an order's payment status, as its card says it */
export const paymentStatuses = {
	Pending: "Payment pending",
	Paid: "Payment paid",
	Failed: "Payment failed",
	Refunded: "Payment refunded",
} as Record<string, string>;
/** a payment status beside its label ("Payment status: Paid"): the invoice panel */
export const paymentStatusWords = {
	Pending: "Pending",
	Paid: "Paid",
	Failed: "Failed",
	Refunded: "Refunded",
} as Record<string, string>;

export const cancelOrderTitle = (orderId: number | string) => `Cancel order #${orderId}?`;
export const orderNumber = (orderId: number | string) => `Order #${orderId}`;
export const againstInvoice = (number: string) => ` · against invoice ${number}`;
export const gstByLineOf = (number: string) => `GST by line of ${number}`;
export const notApplicable = "N/A";
export const invoiceOfOrder = (orderId: number | string) => `Invoice of order #${orderId}`;
export const trackingOfOrder = (orderId: number | string) => `Tracking of order #${orderId}`;
export const lastPaymentFailed = "Your last payment did not go through.";
export const waitingForPayment = "This order is waiting for payment.";
/** a status change to the status the order already has (the status as the shopper reads it) */
export const alreadyInStatus = (status: string) => `This order is already ${status}`;
