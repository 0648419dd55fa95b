import type { CartItem, Order, WishlistEntry } from "@pitara/shared";
import { saveSession } from "../lib/session.ts";

/** The shopper component tests log in as. */
export const testUser = { user_id: 7, full_name: "Asha Verma", email: "asha@example.com", phone: "9876543210" };

/** Logs a shopper in for a component test (the session the app keeps in localStorage). */
export function logIn(user: typeof testUser = testUser): void {
	saveSession({ token: "t".repeat(43), user });
}

/** The frock's 4-5 Y pink variant as cart lines and wishlist entries describe it (rupees). */
export const frock = {
	product_id: 101,
	parent_product_id: 11,
	name: "Floral Cotton Frock",
	brand: "Tiny Tots",
	category: "Girls",
	slug: "floral-cotton-frock",
	size: "4-5 Y",
	color: "Pink",
	price: 250,
	mrp: 300,
	stock: 3,
	images: [{ image_url: "/media/products/frock-480.webp", alt: "Floral Cotton Frock in pink" }],
} satisfies Omit<CartItem, "cart_id" | "cart_product_id" | "quantity" | "available" | "problem">;

/** One available cart line of the frock, with `overrides`. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
	return { ...frock, cart_id: 1, cart_product_id: 1, quantity: 1, available: true, problem: null, ...overrides };
}

/** One available, unrated wishlist entry of the frock, with `overrides`. */
export function wishlistEntry(overrides: Partial<WishlistEntry> = {}): WishlistEntry {
	return { ...frock, wishlist_id: 1, rating: { average: 0, count: 0 }, available: true, problem: null, ...overrides };
}

/** An order as the API answers it: a pending cash on delivery order of ₹698 to Bengaluru, `fields` changed. */
export function orderOf(fields: Partial<Order> = {}): Order {
	return {
		order_id: 42,
		Product: [],
		orderStatus: "Pending",
		orderCreationDate: "2026-04-12T06:30:00.000Z",
		addressUserName: "Asha Verma",
		addressUserPhone: "9876543210",
		address_line1: "Flat 302",
		address_line2: null,
		city: "Bengaluru",
		state: "Karnataka",
		pincode: "560095",
		country: "India",
		payment_mode: "COD",
		payment_status: "Pending",
		total_amount: 698,
		discountAmount: 0,
		subTotalAmount: 698,
		deliveryAmount: 0,
		mrpTotalAmount: 698,
		promo_code: null,
		promoDiscountAmount: 0,
		codFeeAmount: 0,
		payment_expires_at: null,
		can_pay: false,
		can_cancel: true,
		promised_delivery_date: null,
		refunded_amount: 0,
		can_cancel_items: false,
		credit_amount: 0,
		...fields,
	};
}
