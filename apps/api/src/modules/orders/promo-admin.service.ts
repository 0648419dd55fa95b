import { type AdminPromo, paiseToRupees, promoShapeProblems, rupeesToPaise } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { scopeNames } from "../catalog/index.ts";
import {
	insertPromoCode,
	listPromoCodes,
	lockPromoCode,
	type PromoCodeRow,
	updatePromoCode,
} from "./promo-admin.repository.ts";

/**
 * The console's promo codes: listed with their uses, created, changed (a percentage with an optional
 * cap or a fixed amount, minimum order, first order only, once per customer, active, start and end);
 * the code itself never changes, as orders and redemptions keep it. Each write
 * takes the caller's transaction (`audited()`). Codes are read fresh at checkout, so nothing is cached.
 */

type ScopeName = AdminPromo["scope"][number];

export const toAdminPromo = (row: PromoCodeRow, names: readonly ScopeName[] = []): AdminPromo => ({
	id: row.id,
	code: row.code,
	percent_off: row.percentOff,
	amount_off: row.amountOff === null ? null : paiseToRupees(row.amountOff),
	max_discount: row.maxDiscount === null ? null : paiseToRupees(row.maxDiscount),
	min_order: paiseToRupees(row.minOrder),
	first_order_only: row.firstOrderOnly,
	once_per_customer: row.oncePerCustomer,
	max_uses: row.maxUses,
	active: row.active,
	starts_at: row.startsAt ? row.startsAt.toISOString() : null,
	expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
	free_delivery: row.freeDelivery,
	name: row.name.trim() || row.code,
	automatic: row.automatic,
	category_ids: row.categoryIds,
	subcategory_ids: row.subcategoryIds,
	product_ids: row.productIds,
	brand_ids: row.brandIds,
	scope: names.filter(
		(n) =>
			(n.kind === "category" && row.categoryIds.includes(n.id)) ||
			(n.kind === "subcategory" && row.subcategoryIds.includes(n.id)) ||
			(n.kind === "product" && row.productIds.includes(n.id)) ||
			(n.kind === "brand" && row.brandIds.includes(n.id)),
	),
	uses: row.uses,
	created_at: row.createdAt.toISOString(),
});

export async function adminPromoPage(
	db: Db,
	filters: { q?: string | undefined },
	window: { page: number; pageSize: number },
): Promise<{ rows: AdminPromo[]; total: number }> {
	const { rows, total } = await listPromoCodes(db, filters, window);
	const names = await namesOf(db, rows);
	return { rows: rows.map((row) => toAdminPromo(row, names)), total };
}

/** The names of the scopes of these codes, read at once. */
function namesOf(db: Db, rows: readonly PromoCodeRow[]): Promise<ScopeName[]> {
	return scopeNames(db, {
		categoryIds: [...new Set(rows.flatMap((r) => r.categoryIds))],
		subcategoryIds: [...new Set(rows.flatMap((r) => r.subcategoryIds))],
		productIds: [...new Set(rows.flatMap((r) => r.productIds))],
		brandIds: [...new Set(rows.flatMap((r) => r.brandIds))],
	});
}

/** One code as the console shows it, with its scope's names. */
async function adminPromoOf(db: Db, row: PromoCodeRow): Promise<AdminPromo> {
	return toAdminPromo(row, await namesOf(db, [row]));
}

interface PromoInput {
	percent_off?: number | null | undefined;
	amount_off?: number | null | undefined;
	max_discount?: number | null | undefined;
	min_order?: number | undefined;
	first_order_only?: boolean | undefined;
	once_per_customer?: boolean | undefined;
	max_uses?: number | null | undefined;
	active?: boolean | undefined;
	starts_at?: string | null | undefined;
	expires_at?: string | null | undefined;
	free_delivery?: boolean | undefined;
	name?: string | undefined;
	automatic?: boolean | undefined;
	category_ids?: number[] | undefined;
	subcategory_ids?: number[] | undefined;
	product_ids?: number[] | undefined;
	brand_ids?: number[] | undefined;
}

const paiseOrNull = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The columns a body sets (rupees become paise); fields not sent are left out. */
function promoValues(input: PromoInput) {
	return {
		...(input.percent_off !== undefined ? { percentOff: input.percent_off } : {}),
		...(input.amount_off !== undefined ? { amountOff: paiseOrNull(input.amount_off) } : {}),
		...(input.max_discount !== undefined ? { maxDiscount: paiseOrNull(input.max_discount) } : {}),
		...(input.min_order !== undefined ? { minOrder: rupeesToPaise(input.min_order) } : {}),
		...(input.first_order_only !== undefined ? { firstOrderOnly: input.first_order_only } : {}),
		...(input.once_per_customer !== undefined ? { oncePerCustomer: input.once_per_customer } : {}),
		...(input.max_uses !== undefined ? { maxUses: input.max_uses } : {}),
		...(input.active !== undefined ? { active: input.active } : {}),
		...(input.starts_at !== undefined ? { startsAt: dateOrNull(input.starts_at) } : {}),
		...(input.expires_at !== undefined ? { expiresAt: dateOrNull(input.expires_at) } : {}),
		...(input.free_delivery !== undefined ? { freeDelivery: input.free_delivery } : {}),
		...(input.name !== undefined ? { name: input.name.trim() } : {}),
		...(input.automatic !== undefined ? { automatic: input.automatic } : {}),
		...(input.category_ids !== undefined ? { categoryIds: input.category_ids } : {}),
		...(input.subcategory_ids !== undefined ? { subcategoryIds: input.subcategory_ids } : {}),
		...(input.product_ids !== undefined ? { productIds: input.product_ids } : {}),
		...(input.brand_ids !== undefined ? { brandIds: input.brand_ids } : {}),
	};
}

/** A 400 with each field's problem when the code, as it would be saved, breaks a rule of its shape. */
function assertShape(promo: AdminPromo): void {
	const problems = promoShapeProblems(promo);
	if (problems.length > 0) throw badRequest((problems[0] as { message: string }).message, problems);
}

export async function createPromoCode(db: Db, input: PromoInput & { code: string }): Promise<AdminPromo> {
	let id: number;
	try {
		id = await insertPromoCode(db, { code: input.code, ...promoValues(input) });
	} catch (error) {
		if (uniqueViolation(error) === null) throw error;
		const message = `There is already a promo code ${input.code}`;
		throw conflict(message, "PROMO_CODE_TAKEN", [{ field: "code", message }]);
	}
	return adminPromoOf(db, (await lockPromoCode(db, id)) as PromoCodeRow);
}

export async function changePromoCode(
	db: Db,
	id: number,
	input: PromoInput,
): Promise<{ before: AdminPromo; after: AdminPromo }> {
	const current = await lockPromoCode(db, id);
	if (!current) throw notFound("Promo code not found", "PROMO_NOT_FOUND");
	// switching between a percentage and an amount sends the new one; the other is cleared with it
	const change: PromoInput = { ...input };
	if (input.amount_off != null && input.percent_off === undefined)
		Object.assign(change, { percent_off: null, max_discount: null, free_delivery: false });
	if (input.percent_off != null && input.amount_off === undefined)
		Object.assign(change, { amount_off: null, free_delivery: false });
	if (input.free_delivery === true) Object.assign(change, { percent_off: null, amount_off: null, max_discount: null });
	const before = await adminPromoOf(db, current);
	const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
	// the rules of its shape, checked on the code as it would be saved (the table's checks stay the backstop)
	assertShape({ ...before, ...defined });
	await updatePromoCode(db, id, promoValues(change));
	const after = await adminPromoOf(db, (await lockPromoCode(db, id)) as PromoCodeRow);
	return { before, after };
}
