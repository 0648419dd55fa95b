import {
	type AdminReturn,
	adminOneOf,
	adminPageOf,
	adminReturnActionSchema,
	adminReturnPolicySchema,
	adminReturnSchema,
	adminReturnsQuerySchema,
	adminReturnsSettingsSchema,
	paiseToRupees,
	returnRuleSchema,
	rupeesToPaise,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { userNames } from "../../modules/accounts/index.ts";
import { audited } from "../../modules/audit/index.ts";
import {
	deleteReturnRule,
	policyWords,
	putReturnRule,
	type ReturnPolicy,
	type ReturnRuleRow,
	returnRulesOverview,
	ruleTargetExists,
} from "../../modules/catalog/index.ts";
import { orderItemIdsOfProduct } from "../../modules/orders/index.ts";
import {
	findReturn,
	listReturns,
	type ReturnsSettings,
	type ReturnWithLines,
	readReturnsSettings,
	saveReturnsSettings,
} from "../../modules/returns/index.ts";
import { returnViewOf } from "../../workflows/request-return.ts";
import { type ReturnStep, runReturnStepIn } from "../../workflows/run-return.ts";
import { staffOf } from "./staff-guard.ts";

const returnParams = z.object({ return_id: z.coerce.number().int().positive().max(2_147_483_647) });
const ruleParams = z.object({
	scope: z.enum(["category", "subcategory", "product"]),
	target_id: z.coerce.number().int().positive().max(2_147_483_647),
});

const IST = 330 * 60_000;
/** The start of an IST day (YYYY-MM-DD) as an instant. */
const istDay = (day: string, plus = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000 - IST);

async function adminView(db: Db, row: ReturnWithLines, names?: Map<number, string>): Promise<AdminReturn> {
	const who = names ?? (await userNames(db, [row.userId]));
	return {
		...(await returnViewOf(db, row)),
		customer_name: who.get(row.userId) ?? "",
		address: row.address as Record<string, unknown>,
		payout_to: row.payoutTo,
		refund_utr: row.refundUtr,
		pickup_courier: row.pickupCourier,
		pickup_awb: row.pickupAwb,
		to_inspect: row.status === "Picked up" && row.lines.some((l) => l.inspectedAt === null),
	};
}

const settingsView = (settings: ReturnsSettings) => ({
	self_ship_fee: paiseToRupees(settings.selfShipFee),
	exchange_hold_days: settings.exchangeHoldDays,
});

const ruleOf = (rule: ReturnRuleRow | null) =>
	rule
		? {
				returnable: rule.returnable,
				window_days: rule.windowDays,
				exchange: rule.exchange,
				unopened_only: rule.unopenedOnly,
			}
		: null;
const policyOf = (policy: ReturnPolicy) => ({
	returnable: policy.returnable,
	window_days: policy.windowDays,
	exchange: policy.exchange,
	unopened_only: policy.unopenedOnly,
	source: policy.source,
	words: policyWords(policy),
});

async function policySettings(db: Db) {
	const overview = await returnRulesOverview(db);
	return {
		categories: overview.categories.map((c) => ({
			id: c.id,
			name: c.name,
			rule: ruleOf(c.rule),
			policy: policyOf(c.policy),
			subcategories: c.subcategories.map((s) => ({
				id: s.id,
				name: s.name,
				rule: ruleOf(s.rule),
				policy: policyOf(s.policy),
			})),
		})),
		products: overview.products.map((p) => ({ product_id: p.rule.targetId, name: p.name, rule: ruleOf(p.rule) })),
	};
}

/**
 * The console's Returns section (issue 24 item 8, decision 047): the queue with its filters, one return, and the
 * staff's steps (approve, reject, pickup scheduled, picked up, inspection, refund or exchange sent), each audited
 * and texted to the shopper through the outbox; and the return policy's rules in the settings.
 */
export const returnsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/orders/returns",
		{
			schema: {
				summary: "The returns queue: by queue (Requested … Rejected), reason, product words and dates, newest first",
				description:
					"Queues: Requested, Approved, Awaiting pickup (pickup scheduled), Picked up, To inspect (picked up, not inspected), Done (refunded or exchange sent), Rejected. `from`/`to` are IST days (YYYY-MM-DD, both included).",
				querystring: adminReturnsQuerySchema,
				response: { 200: adminPageOf(adminReturnSchema) },
			},
		},
		async (request) => {
			const q = request.query;
			const { rows, total } = await listReturns(app.db, {
				...(q.queue ? { queue: q.queue } : {}),
				...(q.reason ? { reason: q.reason } : {}),
				...(q.product ? { orderItemIds: await orderItemIdsOfProduct(app.db, q.product) } : {}),
				...(q.from ? { from: istDay(q.from) } : {}),
				...(q.to ? { to: istDay(q.to, 1) } : {}),
				limit: q.page_size,
				offset: (q.page - 1) * q.page_size,
			});
			const names = await userNames(
				app.db,
				rows.map((r) => r.userId),
			);
			const views: AdminReturn[] = [];
			for (const row of rows) views.push(await adminView(app.db, row, names));
			return { status: true as const, response: views, total, page: q.page, page_size: q.page_size };
		},
	);

	app.get(
		"/orders/returns/:return_id",
		{
			schema: {
				summary: "One return: lines, photos, pickup address, refund destination and timeline",
				params: returnParams,
				response: { 200: adminOneOf(adminReturnSchema) },
			},
		},
		async (request) => {
			const row = await findReturn(app.db, request.params.return_id);
			if (!row) throw notFound("Return not found", "RETURN_NOT_FOUND");
			return { status: true as const, response: await adminView(app.db, row) };
		},
	);

	app.post(
		"/orders/returns/:return_id/actions",
		{
			schema: {
				summary: "A staff step of a return: approve, reject, pickup-scheduled, picked-up, inspect, complete",
				description: [
					"`{action: 'approve', note?}` (Requested → Approved); `{action: 'reject', reason}` (any step before the refund →",
					"Rejected: the units go back to the line, an exchange's reserved size back to stock, the item is sent back if",
					"picked up); `{action: 'pickup-scheduled', courier?, awb?}` (Approved → Pickup scheduled; the courier booking is",
					"by hand in this version); `{action: 'picked-up'}` (→ Picked up; a parcel the shopper sent is received from",
					"Approved); `{action: 'inspect', lines: [{return_line_id, resalable, damaged}]}` (every unit once: resalable",
					"units back to stock, damaged not); `{action: 'complete', utr?, courier?, awb?}` (after the inspection: the",
					"refund to the original payment (online refunds through the outbox), to Pitara Credit, or recorded as a bank",
					"or UPI transfer with its UTR (required then); an exchange's replacement sent as a forward shipment of the",
					"order — manual with courier and AWB, else the shop's courier — with a credit note for the returned units and a",
					"tax invoice for the replacement at the same values). Every step is audited",
					"(entity 'return', the action) and texted to the shopper. A step that does not apply now → 409 RETURN_STATE.",
				].join("\n"),
				params: returnParams,
				body: adminReturnActionSchema,
				response: { 200: adminOneOf(adminReturnSchema) },
			},
		},
		async (request) => {
			const staff = staffOf(request);
			const body = request.body;
			const step: ReturnStep =
				body.action === "approve"
					? { kind: "approve", note: body.note ?? null }
					: body.action === "reject"
						? { kind: "reject", reason: body.reason }
						: body.action === "pickup-scheduled"
							? { kind: "pickup-scheduled", courier: body.courier ?? null, awb: body.awb ?? null }
							: body.action === "picked-up"
								? { kind: "picked-up" }
								: body.action === "inspect"
									? {
											kind: "inspect",
											lines: body.lines.map((l) => ({
												returnLineId: l.return_line_id,
												resalable: l.resalable,
												damaged: l.damaged,
											})),
										}
									: {
											kind: "complete",
											utr: body.utr ?? null,
											courier: body.courier ?? null,
											awb: body.awb ?? null,
											confirmLateCreditNote: body.confirm_late_credit_note ?? false,
										};
			await audited(app.db, staff, { entity: "return", action: body.action }, async (tx) => {
				const done = await runReturnStepIn(tx, request.params.return_id, step, staff);
				return {
					entityId: request.params.return_id,
					before: done.before,
					after: { status: done.view.status, number: done.view.number, step: body },
					result: done,
				};
			});
			const row = (await findReturn(app.db, request.params.return_id)) as ReturnWithLines;
			return { status: true as const, message: row.status, response: await adminView(app.db, row) };
		},
	);

	app.get(
		"/settings/return-policy",
		{
			schema: {
				summary: "The return policy: every category and subcategory with its rule and what applies, and product rules",
				description:
					"A rule belongs to a category, a subcategory or one product; the narrowest wins. Without any the defaults apply: 15 days with size exchange for clothing, footwear and toys; earrings not returnable; skincare only unopened; anything else 15 days.",
				response: { 200: adminOneOf(adminReturnPolicySchema) },
			},
		},
		async () => ({ status: true as const, response: await policySettings(app.db) }),
	);

	app.put(
		"/settings/return-policy/rules",
		{
			schema: {
				summary: "Set the return rule of a category, subcategory or product (the product page shows it at once)",
				body: returnRuleSchema,
				response: { 200: adminOneOf(adminReturnPolicySchema) },
			},
		},
		async (request) => {
			const body = request.body;
			if (body.returnable && body.window_days < 1) {
				throw badRequest("A returnable item needs a window of at least 1 day", [
					{ field: "window_days", message: "At least 1 day" },
				]);
			}
			await audited(app.db, staffOf(request), { entity: "return-policy", action: "update" }, async (tx) => {
				if (!(await ruleTargetExists(tx, body.scope, body.target_id))) {
					throw badRequest(`No such ${body.scope}`, [{ field: "target_id", message: `No such ${body.scope}` }]);
				}
				const row = await putReturnRule(tx, {
					scope: body.scope,
					targetId: body.target_id,
					returnable: body.returnable,
					windowDays: body.returnable ? body.window_days : 0,
					exchange: body.returnable && (body.exchange ?? false),
					unopenedOnly: body.returnable && (body.unopened_only ?? false),
				});
				return { entityId: `${body.scope}:${body.target_id}`, before: null, after: ruleOf(row), result: row };
			});
			return { status: true as const, message: "Return rule saved", response: await policySettings(app.db) };
		},
	);

	app.delete(
		"/settings/return-policy/rules/:scope/:target_id",
		{
			schema: {
				summary: "Remove a return rule: the target follows the wider rule or the default again",
				params: ruleParams,
				response: { 200: adminOneOf(adminReturnPolicySchema) },
			},
		},
		async (request) => {
			const { scope, target_id } = request.params;
			await audited(app.db, staffOf(request), { entity: "return-policy", action: "delete" }, async (tx) => {
				const row = await deleteReturnRule(tx, scope, target_id);
				if (!row) throw notFound("No such rule", "RULE_NOT_FOUND");
				return { entityId: `${scope}:${target_id}`, before: ruleOf(row), after: null, result: row };
			});
			return { status: true as const, message: "Return rule removed", response: await policySettings(app.db) };
		},
	);

	app.get(
		"/settings/returns",
		{
			schema: {
				summary: "The returns settings: the self-ship courier fee and how many days an exchange's size is held",
				description:
					"`self_ship_fee` (rupees): credited to a shopper whose pincode has no pickup and who sends the parcel, stated to them when they ask and credited with the refund (default ₹100). `exchange_hold_days`: a reserved exchange size goes back on sale, and the exchange is called off, when the pickup has not happened that many days after the return's last step (default 7; an hourly job).",
				response: { 200: adminOneOf(adminReturnsSettingsSchema) },
			},
		},
		async () => ({ status: true as const, response: settingsView(await readReturnsSettings(app.db)) }),
	);

	app.put(
		"/settings/returns",
		{
			schema: {
				summary: "Save the returns settings (admins; audited as 'returns-settings')",
				body: adminReturnsSettingsSchema,
				response: { 200: adminOneOf(adminReturnsSettingsSchema) },
			},
		},
		async (request) => {
			const next: ReturnsSettings = {
				selfShipFee: rupeesToPaise(request.body.self_ship_fee),
				exchangeHoldDays: request.body.exchange_hold_days,
			};
			await audited(app.db, staffOf(request), { entity: "returns-settings", action: "update" }, async (tx) => {
				const before = await readReturnsSettings(tx);
				await saveReturnsSettings(tx, next);
				return { entityId: "returns", before: settingsView(before), after: settingsView(next), result: next };
			});
			return { status: true as const, message: "Returns settings saved", response: settingsView(next) };
		},
	);
};
