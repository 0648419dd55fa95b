/** The fixed choices of forms and filters (ages, genders, payment modes, statuses, sorts, states): apart from constants.ts so a page that uses none of them (the storefront's first load carries constants.ts) does not carry them. */
export const AGE_GROUPS = [
	"0-6 months",
	"6-24 months",
	"2-3 years",
	"4-5 years",
	"6-8 years",
	"8-10 years",
	"10-12 years",
	"12+ years",
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const GENDERS = ["Male", "Female", "Other", "Prefer not to say"] as const;
export type Gender = (typeof GENDERS)[number];

export const PAYMENT_MODES = ["COD", "CREDIT_CARD", "DEBIT_CARD", "UPI", "NET_BANKING", "GIFT_CARD"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
	COD: "Cash on Delivery",
	CREDIT_CARD: "Credit Card",
	DEBIT_CARD: "Debit Card",
	UPI: "UPI",
	NET_BANKING: "Net Banking",
	GIFT_CARD: "Gift Card",
};

export const ORDER_STATUSES = ["Pending", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["Pending", "Paid", "Failed", "Refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DEFAULT_COUNTRY = "India";
