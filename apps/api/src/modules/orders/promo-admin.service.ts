import { type AdminPromo, paiseToRupees, rupeesToPaise } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../lib/db-errors.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import {
	insertPromoCode,
	listPromoCodes,
	lockPromoCode,
	type PromoCodeRow,
	updatePromoCode,
} from "./promo-admin.repository.ts";

/**
 * The console's promo codes: listed with their uses, created, changed (percentage, cap, first order
 * only, active, expiry); the code itself never changes, as orders and redemptions keep it. Each write
 * takes the caller's transaction (`audited()`). Codes are read fresh at checkout, so nothing is cached.
 */

export const toAdminPromo = (row: PromoCodeRow): AdminPromo => ({
	id: row.id,
	code: row.code,
	percent_off: row.percentOff,
	max_discount: row.maxDiscount === null ? null : paiseToRupees(row.maxDiscount),
	first_order_only: row.firstOrderOnly,
	active: row.active,
	expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
	uses: row.uses,
	created_at: row.createdAt.toISOString(),
});

export async function adminPromoPage(
	db: Db,
	filters: { q?: string | undefined },
	window: { page: number; pageSize: number },
): Promise<{ rows: AdminPromo[]; total: number }> {
	const { rows, total } = await listPromoCodes(db, filters, window);
	return { rows: rows.map(toAdminPromo), total };
}

interface PromoInput {
	percent_off?: number | undefined;
	max_discount?: number | null | undefined;
	first_order_only?: boolean | undefined;
	active?: boolean | undefined;
	expires_at?: string | null | undefined;
}

function promoValues(input: PromoInput) {
	return {
		...(input.percent_off !== undefined ? { percentOff: input.percent_off } : {}),
		...(input.max_discount !== undefined
			? { maxDiscount: input.max_discount === null ? null : rupeesToPaise(input.max_discount) }
			: {}),
		...(input.first_order_only !== undefined ? { firstOrderOnly: input.first_order_only } : {}),
		...(input.active !== undefined ? { active: input.active } : {}),
		...(input.expires_at !== undefined
			? { expiresAt: input.expires_at === null ? null : new Date(input.expires_at) }
			: {}),
	};
}

export async function createPromoCode(
	db: Db,
	input: PromoInput & { code: string; percent_off: number },
): Promise<AdminPromo> {
	let id: number;
	try {
		id = await insertPromoCode(db, { code: input.code, percentOff: input.percent_off, ...promoValues(input) });
	} catch (error) {
		if (uniqueViolation(error) === null) throw error;
		const message = `There is already a promo code ${input.code}`;
		throw conflict(message, "PROMO_CODE_TAKEN", [{ field: "code", message }]);
	}
	return toAdminPromo((await lockPromoCode(db, id)) as PromoCodeRow);
}

export async function changePromoCode(
	db: Db,
	id: number,
	input: PromoInput,
): Promise<{ before: AdminPromo; after: AdminPromo }> {
	const current = await lockPromoCode(db, id);
	if (!current) throw notFound("Promo code not found", "PROMO_NOT_FOUND");
	await updatePromoCode(db, id, promoValues(input));
	return { before: toAdminPromo(current), after: toAdminPromo((await lockPromoCode(db, id)) as PromoCodeRow) };
}
