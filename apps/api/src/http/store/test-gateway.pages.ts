import { formatPaise, paymentHref, SHOP } from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TEST_GATEWAY_STYLE } from "../../lib/inline-styles.ts";
import { findTestPayment, testGateway } from "../../modules/payments/index.ts";

const escapeHtml = (text: string) =>
	text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function page(title: string, body: string): string {
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${TEST_GATEWAY_STYLE}</style>
</head>
<body><main><div class="card">${body}</div></main></body>
</html>`;
}

const paramsSchema = z.object({ gatewayOrderId: z.string().min(1).max(100) });

/**
 * The built-in test gateway's payment page (PAYMENT_GATEWAY=test): plain
 * server-rendered HTML with a form, no script, so the CSP stays
 * `script-src 'self'`. Pay or Fail signs the result with the gateway's secret
 * and sends the shopper back to the shop's payment page, which hands the
 * signed result to POST /api/payment/verify — as Razorpay's checkout does.
 */
export const testGatewayPages: FastifyPluginAsyncZod = async (app) => {
	app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
		done(null, Object.fromEntries(new URLSearchParams(body as string)));
	});

	const notHere = (reply: import("fastify").FastifyReply) =>
		reply
			.code(404)
			.type("text/html; charset=utf-8")
			.header("cache-control", "no-store")
			.send(page("Payment not found", `<h1>Payment not found</h1><p><a href="/orders">Go to your orders</a></p>`));

	app.get("/pay/test/:gatewayOrderId", { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
		const gateway = await testGateway(app.config, app.database);
		const found = gateway ? await findTestPayment(app.db, request.params.gatewayOrderId) : undefined;
		if (!found) return notHere(reply);
		const back = paymentHref(found.orderId);
		reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
		if (found.status !== "created") {
			return page(
				"Payment closed",
				`<p class="brand">${escapeHtml(SHOP.name)} test payments</p><h1>This payment is closed</h1>
					<p>It was already completed, failed or cancelled.</p><p><a href="${back}">Back to order #${found.orderId}</a></p>`,
			);
		}
		const amount = escapeHtml(formatPaise(found.amount));
		return page(
			`Pay ${formatPaise(found.amount)} to ${SHOP.name}`,
			`<p class="brand">${escapeHtml(SHOP.name)} test payments</p>
				<h1>Pay for order #${found.orderId}</h1>
				<p class="amount">${amount}</p>
				<dl><dt>Merchant</dt><dd>${escapeHtml(SHOP.legalName)}</dd><dt>Order</dt><dd>#${found.orderId}</dd>
				<dt>Reference</dt><dd>${escapeHtml(request.params.gatewayOrderId.slice(-10))}</dd></dl>
				<p class="note">This is Pitara's built-in test gateway: no money moves. Choose what the payment should do.</p>
				<form method="post" action="/pay/test/${encodeURIComponent(request.params.gatewayOrderId)}">
					<button class="pay" type="submit" name="outcome" value="paid">Pay ${amount}</button>
					<button class="fail" type="submit" name="outcome" value="failed">Fail payment</button>
				</form>
				<p><a href="${back}">Cancel and go back</a></p>`,
		);
	});

	app.post(
		"/pay/test/:gatewayOrderId",
		{
			schema: {
				hide: true,
				params: paramsSchema,
				body: z.object({ outcome: z.enum(["paid", "failed"]) }),
			},
		},
		async (request, reply) => {
			const gateway = await testGateway(app.config, app.database);
			const found = gateway ? await findTestPayment(app.db, request.params.gatewayOrderId) : undefined;
			if (!gateway || !found) return notHere(reply);
			const back = paymentHref(found.orderId);
			if (found.status !== "created") return reply.redirect(back, 303);
			const { gatewayPaymentId, signature } = gateway.sign(request.params.gatewayOrderId, request.body.outcome);
			const query = new URLSearchParams({
				gateway_order_id: request.params.gatewayOrderId,
				gateway_payment_id: gatewayPaymentId,
				signature,
				outcome: request.body.outcome,
			});
			return reply.header("cache-control", "no-store").redirect(`${back}?${query}`, 303);
		},
	);
};
