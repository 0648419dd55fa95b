import { type ErasurePlan, type Language, privacyCentreMessages as m } from "@pitara/shared";
import { domainTexts } from "@pitara/shared/i18n";
import type { Db } from "../db/client.ts";
import { anonymiseUser, deleteChallengesOfPhone, deleteSessionsOfUser, lockUser } from "../modules/accounts/index.ts";
import { deleteAddressesOfUser } from "../modules/addresses/index.ts";
import { deleteStaffNotesOfUser } from "../modules/audit/index.ts";
import { clearCartOfUser } from "../modules/cart/index.ts";
import { deleteReviewsOfUser } from "../modules/catalog/index.ts";
import { eraseContentOfEmail } from "../modules/content/index.ts";
import { scrubOutboxPayloads, transaction } from "../modules/events/index.ts";
import { taxDocumentListOfOrders } from "../modules/invoices/index.ts";
import { eraseMessagingOf } from "../modules/messaging/index.ts";
import {
	anonymiseCancellationsBy,
	anonymiseOrdersOfUser,
	orderIdsOfUser,
	ordersInProgressOfUser,
} from "../modules/orders/index.ts";
import { deleteGiftCardFailuresOfUser } from "../modules/payments/index.ts";
import {
	anonymiseGrievancesOfUser,
	deleteExportsOfUser,
	findErasure,
	insertErasure,
	taxRecordsKeptUntil,
} from "../modules/privacy/index.ts";
import { anonymiseReturnsOfUser, openReturnsOfUser } from "../modules/returns/index.ts";
import { deleteCodBlockOf } from "../modules/shipping/index.ts";
import { clearWishlistOfUser } from "../modules/wishlist/index.ts";

/** The last day any of the user's tax documents must be kept, or null when they have none. */
async function keptUntil(db: Db, userId: number): Promise<string | null> {
	const docs = await taxDocumentListOfOrders(db, await orderIdsOfUser(db, userId));
	let last: string | null = null;
	for (const doc of docs) {
		const until = taxRecordsKeptUntil(doc.issuedAt);
		if (!last || until > last) last = until;
	}
	return last;
}

/**
 * What deleting the account would erase, what it keeps by law and until when, and what stops it now, in the words of
 * `language` (the Privacy page's; the refusal's message is English and put into the request's language on its way).
 */
export async function erasurePlanOf(db: Db, userId: number, language: Language = "en"): Promise<ErasurePlan> {
	const w = domainTexts(language, "privacyCentre", m);
	const [open, until, orderIds, returnsOpen] = await Promise.all([
		ordersInProgressOfUser(db, userId),
		keptUntil(db, userId),
		orderIdsOfUser(db, userId),
		openReturnsOfUser(db, userId),
	]);
	const kept: ErasurePlan["kept"] = [];
	if (until) kept.push({ what: w.keptInvoices, why: w.keptInvoicesWhy, until });
	if (orderIds.length > 0) kept.push({ what: w.keptOrders, why: w.keptOrdersWhy, until });
	return {
		erased: [...w.erasedItems],
		kept,
		blockers: [
			...open.map((order) =>
				w.openOrder(order.id, order.status === "Shipped" ? w.orderOnItsWay : w.orderBeingPrepared),
			),
			...returnsOpen.map((row) => w.openReturn(row.number, row.orderId)),
		],
	};
}

export type ErasureOutcome =
	| { kind: "erased"; kept: ErasurePlan["kept"] }
	| { kind: "already" }
	| { kind: "blocked"; blockers: string[] };

/**
 * Deletes a customer's account (issue 30 item 2, DPDP §12, decision 051) in one transaction that holds the user's
 * row lock, the lock placing an order takes first: an order placed at the same moment either completes before (and
 * then blocks the erasure while it is in progress) or finds the account erased. Every table of the erasure plan is
 * handled here; tax documents are not touched. A second request finds the erasure's record and is told it is done.
 */
export async function eraseAccount(db: Db, userId: number): Promise<ErasureOutcome> {
	return transaction(db, async (tx) => {
		await lockUser(tx, userId);
		if (await findErasure(tx, userId)) return { kind: "already" } as const;
		const plan = await erasurePlanOf(tx, userId);
		if (plan.blockers.length > 0) return { kind: "blocked", blockers: plan.blockers } as const;
		const until = await keptUntil(tx, userId);
		const contact = await anonymiseUser(tx, userId, m.deletedCustomer);
		if (!contact) return { kind: "already" } as const;
		await deleteSessionsOfUser(tx, userId);
		await deleteChallengesOfPhone(tx, contact.phone);
		await deleteAddressesOfUser(tx, userId);
		await clearCartOfUser(tx, userId);
		await clearWishlistOfUser(tx, userId);
		await deleteReviewsOfUser(tx, userId);
		await deleteGiftCardFailuresOfUser(tx, userId);
		await eraseContentOfEmail(tx, contact.email);
		await anonymiseOrdersOfUser(tx, userId, m.deletedCustomer);
		await anonymiseCancellationsBy(tx, userId, m.deletedCustomer);
		await anonymiseGrievancesOfUser(tx, userId, m.deletedCustomer);
		await anonymiseReturnsOfUser(tx, userId, m.deletedCustomer);
		await eraseMessagingOf(tx, userId, contact.phone, "erased");
		await deleteCodBlockOf(tx, userId);
		await deleteStaffNotesOfUser(tx, userId);
		await deleteExportsOfUser(tx, userId);
		await scrubOutboxPayloads(tx, [contact.phone, contact.email], "erased");
		await insertErasure(tx, userId, until);
		return { kind: "erased", kept: plan.kept } as const;
	});
}
