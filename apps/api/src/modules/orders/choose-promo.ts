import { type AppliedPromo, DEFAULT_DELIVERY_CHARGE, type DeliveryCharge, paiseToRupees } from "@pitara/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { type PricedOrder, type PricedVariant, priceOrderLines, promoValue } from "./order-pricing.ts";
import { automaticAllowed, isScoped, liveAutomaticPromos, type PromoRow, promoName } from "./promo.service.ts";

/** The promo an order gets and its amounts; `outdone`: a typed code an automatic promo saves more than. */
export interface ChosenPromo<Item, Variant> {
	promo: PromoRow | null;
	pricing: PricedOrder<Item, Variant>;
	outdone: PromoRow | null;
}

/**
 * One promo per order (decision 067): the typed code (checked as before: a refusal is the shopper's answer) and
 * every automatic promo live now that the shopper may have and whose minimum the eligible items meet are priced,
 * and the one that saves the most (items' discount + delivery taken off) is the order's; a typed code wins a tie
 * (the shopper chose it), among automatic ones the oldest. The server decides: /promo/validate, the cart's summary
 * and the placement all call this, so the amounts shown are the amounts placed.
 */
export async function choosePromo<Item extends { product_id: number; quantity: number }, Variant extends PricedVariant>(
	db: Db,
	input: {
		userId: number;
		typed: PromoRow | null;
		items: readonly Item[];
		variants: ReadonlyMap<number, Variant>;
		charge?: DeliveryCharge;
		field?: string;
		now?: Date;
	},
): Promise<ChosenPromo<Item, Variant>> {
	const charge = input.charge ?? DEFAULT_DELIVERY_CHARGE;
	const field = input.field ?? "promo_code";
	const typedPricing = priceOrderLines(input.items, input.variants, input.typed, field, charge);
	let best: { promo: PromoRow; pricing: PricedOrder<Item, Variant>; value: number } | null = null;
	for (const promo of await liveAutomaticPromos(db, input.now)) {
		let pricing: PricedOrder<Item, Variant>;
		try {
			pricing = priceOrderLines(input.items, input.variants, promo, field, charge);
		} catch (error) {
			// below its minimum, or nothing in its scope: it simply does not apply
			if (error instanceof AppError && error.code.startsWith("PROMO_")) continue;
			throw error;
		}
		const value = promoValue(pricing.amounts);
		if (value <= 0 || (best && value <= best.value)) continue;
		if (!(await automaticAllowed(db, promo, input.userId))) continue;
		best = { promo, pricing, value };
	}
	const typedValue = input.typed ? promoValue(typedPricing.amounts) : 0;
	if (best && best.value > typedValue) {
		return { promo: best.promo, pricing: best.pricing, outdone: input.typed };
	}
	return { promo: input.typed && typedValue > 0 ? input.typed : null, pricing: typedPricing, outdone: null };
}

/** The promo as the cart, checkout and order show it (rupees). */
export function appliedPromo(promo: PromoRow, amounts: PricedOrder<unknown, PricedVariant>["amounts"]): AppliedPromo {
	return {
		name: promoName(promo),
		code: promo.automatic ? null : promo.code,
		automatic: promo.automatic,
		free_delivery: promo.freeDelivery,
		discount: paiseToRupees(amounts.promoDiscount),
		delivery: paiseToRupees(amounts.promoDelivery ?? 0),
		min_order: paiseToRupees(promo.minOrder),
		scoped: isScoped(promo),
	};
}
