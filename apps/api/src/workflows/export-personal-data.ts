import type { PersonalData } from "@pitara/shared";
import type { Db } from "../db/client.ts";
import { findUserById } from "../modules/accounts/index.ts";
import { listAddresses, toAddress } from "../modules/addresses/index.ts";
import { staffReadsOf } from "../modules/audit/index.ts";
import { fetchCart } from "../modules/cart/index.ts";
import { reviewsOfUser } from "../modules/catalog/index.ts";
import { contactMessagesOfEmail, subscriberOfEmail } from "../modules/content/index.ts";
import { messagesSentTo } from "../modules/events/index.ts";
import { taxDocumentListOfOrders } from "../modules/invoices/index.ts";
import { consentsOf, stockAlertsOf } from "../modules/messaging/index.ts";
import { ordersOfUser } from "../modules/orders/index.ts";
import { grievancesOfUser, toMyGrievance } from "../modules/privacy/index.ts";
import { fetchWishlist } from "../modules/wishlist/index.ts";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Everything Pitara holds about one customer (issue 30 item 2, DPDP §11), read for the caller's own id only: the
 * profile, addresses, orders with their lines and tracking, tax documents, cart, wishlist, reviews, grievances,
 * contact messages and newsletter subscription of their e-mail, Notify me alerts, message consents, the messages
 * sent to their phone, and each time a member of staff looked at their
 * data. The tables it covers are the `exported` ones of the erasure plan (modules/privacy/erasure-plan.ts).
 */
export async function exportPersonalData(db: Db, userId: number, now = new Date()): Promise<PersonalData | null> {
	const user = await findUserById(db, userId);
	if (!user) return null;
	const [addresses, orders, cart, wishlist, reviews, grievances, messages, subscriber, reads, alerts, consents, sent] =
		await Promise.all([
			listAddresses(db, userId),
			ordersOfUser(db, userId),
			fetchCart(db, userId),
			fetchWishlist(db, userId),
			reviewsOfUser(db, userId),
			grievancesOfUser(db, userId),
			contactMessagesOfEmail(db, user.email),
			subscriberOfEmail(db, user.email),
			staffReadsOf(db, userId),
			stockAlertsOf(db, user.phone),
			consentsOf(db, user.phone),
			messagesSentTo(db, user.phone),
		]);
	const invoices = await taxDocumentListOfOrders(
		db,
		orders.map((order) => order.order_id),
	);
	return {
		format: "pitara-personal-data/1",
		generated_at: now.toISOString(),
		profile: {
			user_id: user.id,
			full_name: user.fullName,
			email: user.email,
			phone: user.phone,
			gender: user.gender,
			dob: user.dob,
			created_at: iso(user.createdAt),
		},
		addresses: addresses.map((row) => ({ ...toAddress(row) })),
		orders: orders.map((order) => ({ ...order })),
		invoices: invoices.map((doc) => ({
			order_id: doc.orderId,
			kind: doc.kind,
			number: doc.number,
			financial_year: doc.financialYear,
			total_paise: doc.total,
			issued_at: iso(doc.issuedAt),
		})),
		cart: cart.items.map((item) => ({ ...item })),
		wishlist: wishlist.map((entry) => ({ ...entry })),
		reviews: reviews.map((review) => ({
			product_id: review.productId,
			rating: review.rating,
			comment: review.comment,
			verified_buyer: review.verifiedBuyer,
			created_at: iso(review.createdAt),
			updated_at: iso(review.updatedAt),
		})),
		grievances: grievances.map((row) => ({ ...toMyGrievance(row), message: row.message, order_ref: row.orderRef })),
		contact_messages: messages.map((row) => ({
			name: row.name,
			message: row.message,
			phone: row.phone,
			created_at: iso(row.createdAt),
		})),
		newsletter: { subscribed: Boolean(subscriber), since: iso(subscriber?.createdAt) },
		alerts: alerts.map((alert) => ({
			variant_id: alert.variantId,
			created_at: alert.createdAt,
			notified_at: alert.notifiedAt,
			stopped_at: alert.stoppedAt,
		})),
		consents: consents.map((consent) => ({
			kind: consent.kind,
			text: consent.text,
			granted: consent.granted,
			at: consent.at,
		})),
		messages_sent: sent.map((message) => ({ ...message })),
		staff_reads: reads.map((read) => ({ at: read.at.toISOString(), staff: read.staff, what: read.what })),
	};
}
