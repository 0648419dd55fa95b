import {
	type AdminSettings,
	adminCodSettingsSchema,
	adminDeliveryChargeSchema,
	adminDeliverySettingsSchema,
	adminOneOf,
	adminSettingsSchema,
	adminShopContactSchema,
	adminTaxSettingsSchema,
	type CodSettings,
	gstStateCode,
	paiseToRupees,
	rupeesToPaise,
	type TaxSettings,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { audited } from "../../modules/audit/index.ts";
import { changeShopContact, shopContact } from "../../modules/content/index.ts";
import {
	changeCodSettings,
	changeDeliveryCharge,
	changeDeliverySettings,
	codSettings,
	deliveryCharge,
	deliverySettings,
} from "../../modules/delivery/index.ts";
import { changeTaxRegistration, taxSettings } from "../../modules/invoices/index.ts";
import { staffOf } from "./staff-guard.ts";

const codView = (cod: CodSettings): AdminSettings["cod"] => ({
	zones: cod.zones,
	maxTotal: paiseToRupees(cod.maxTotal),
	fee: paiseToRupees(cod.fee),
});

const taxView = (tax: TaxSettings): AdminSettings["tax"] => ({
	legalName: tax.legalName,
	tradeName: tax.tradeName,
	gstin: tax.gstin,
	addressLines: tax.addressLines,
	state: tax.state,
	stateCode: gstStateCode(tax.state) ?? "",
	turnoverAbove5Crore: tax.turnoverAbove5Crore ?? false,
	hsnDigits: tax.hsnDigits ?? 4,
});

async function currentSettings(db: Db): Promise<AdminSettings> {
	const [delivery, cod, tax] = await Promise.all([deliverySettings(db), codSettings(db), taxSettings(db)]);
	const [charge, shop] = [await deliveryCharge(db), await shopContact(db)];
	return {
		delivery,
		cod: codView(cod),
		tax: taxView(tax),
		deliveryCharge: { fee: paiseToRupees(charge.fee), freeAbove: paiseToRupees(charge.freeAbove) },
		shop,
	};
}

/**
 * The shop's settings (issue 17 part 6): the delivery promise's dispatch
 * pincode, cut-off and days per zone, the unserviceable pincodes, cash on
 * delivery's zones, limit and fee, and the GST registration printed on new
 * invoices. Each form is saved in `audited()` (entity "settings", the form's
 * name as its id); the storefront reads them on its next request.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/settings",
		{
			schema: {
				summary: "The delivery, cash on delivery and tax settings as they are (defaults where never edited)",
				response: { 200: adminOneOf(adminSettingsSchema) },
			},
		},
		async () => ({ status: true as const, response: await currentSettings(app.db) }),
	);

	app.put(
		"/settings/delivery",
		{
			schema: {
				summary:
					"Dispatch pincode (one India Post's directory knows), cut-off time (HH:MM, IST), business days per zone (0–30), unserviceable pincodes",
				body: adminDeliverySettingsSchema,
				response: { 200: adminOneOf(adminSettingsSchema) },
			},
		},
		async (request) => {
			await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const { before, after } = await changeDeliverySettings(tx, request.body);
				return { entityId: "delivery", before, after, result: after };
			});
			return { status: true as const, message: "Delivery settings saved", response: await currentSettings(app.db) };
		},
	);

	app.put(
		"/settings/cod",
		{
			schema: {
				summary: "Cash on delivery: the zones where it is offered, the largest order total and the fee (rupees)",
				body: adminCodSettingsSchema,
				response: { 200: adminOneOf(adminSettingsSchema) },
			},
		},
		async (request) => {
			const { zones, maxTotal, fee } = request.body;
			await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const next = { zones: [...new Set(zones)], maxTotal: rupeesToPaise(maxTotal), fee: rupeesToPaise(fee) };
				const { before, after } = await changeCodSettings(tx, next);
				return { entityId: "cod", before, after, result: after };
			});
			return {
				status: true as const,
				message: "Cash on delivery settings saved",
				response: await currentSettings(app.db),
			};
		},
	);

	app.put(
		"/settings/tax",
		{
			schema: {
				summary:
					"The GST registration on new invoices: legal and trade name, GSTIN (format, check character, state code), address, state",
				body: adminTaxSettingsSchema,
				response: { 200: adminOneOf(adminSettingsSchema) },
			},
		},
		async (request) => {
			await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const { before, after } = await changeTaxRegistration(tx, request.body);
				return { entityId: "tax", before: taxView(before), after: taxView(after), result: after };
			});
			return {
				status: true as const,
				message: "Tax settings saved: new invoices carry them",
				response: await currentSettings(app.db),
			};
		},
	);

	app.put(
		"/settings/delivery-charge",
		{
			schema: {
				summary:
					"The delivery charge (rupees): the fee on an order whose items (after any code) come to the threshold or less, free above it; the cart, checkout and the order read it",
				body: adminDeliveryChargeSchema,
				response: { 200: adminOneOf(adminSettingsSchema) },
			},
		},
		async (request) => {
			const next = { fee: rupeesToPaise(request.body.fee), freeAbove: rupeesToPaise(request.body.freeAbove) };
			await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const { before, after } = await changeDeliveryCharge(tx, next);
				const view = (charge: typeof next) => ({
					fee: paiseToRupees(charge.fee),
					freeAbove: paiseToRupees(charge.freeAbove),
				});
				return { entityId: "delivery_charge", before: view(before), after: view(after), result: after };
			});
			return { status: true as const, message: "Delivery charge saved", response: await currentSettings(app.db) };
		},
	);

	app.put(
		"/settings/shop",
		{
			schema: {
				summary:
					"The shop's contact details and hours (footer, Contact page) and the default warranty text (a product may have its own)",
				body: adminShopContactSchema,
				response: { 200: adminOneOf(adminSettingsSchema) },
			},
		},
		async (request) => {
			await audited(app.db, staffOf(request), { entity: "settings", action: "update" }, async (tx) => {
				const { before, after } = await changeShopContact(tx, request.body);
				return { entityId: "shop", before, after, result: after };
			});
			return { status: true as const, message: "Shop details saved", response: await currentSettings(app.db) };
		},
	);
};
