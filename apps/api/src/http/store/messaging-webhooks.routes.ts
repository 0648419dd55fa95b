import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound, unauthorized } from "../../lib/errors.ts";
import { msg91Outcome } from "../../lib/sms.ts";
import { inboundIn, statusesIn, verifyHubSignature } from "../../lib/whatsapp.ts";
import { hastenFallback, isStopReply, recordDeliveryStatus, withdrawByReply } from "../../modules/messaging/index.ts";
import { keepRawJsonBody, rawBodyOf } from "../raw-body.ts";

const sameSecret = (given: string, expected: string) => {
	const a = Buffer.from(given);
	const b = Buffer.from(expected);
	return a.length === b.length && timingSafeEqual(a, b);
};

const WHATSAPP_STATUSES = new Set(["sent", "delivered", "read", "failed"]);

/**
 * The messaging providers' callbacks (issue 26 item 2): MSG91's delivery
 * reports (MSG91 signs nothing: the URL carries MSG91_WEBHOOK_TOKEN) and the
 * WhatsApp Cloud API's webhook (the GET handshake with hub.verify_token; each
 * POST signed by X-Hub-Signature-256, the HMAC-SHA256 of the raw body with the
 * app secret: a forged one is 401 and changes nothing). A status moves the
 * message's sent-record on (modules/messaging).
 */
export const messagingWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
	const ok = { 200: z.object({ status: z.literal(true) }) };

	app.post(
		"/webhooks/msg91/:token",
		{
			schema: {
				tags: ["messaging"],
				summary: "MSG91's SMS delivery report (webhook v3 JSON), authorised by the secret in its URL",
				params: z.object({ token: z.string().max(200) }),
				body: z.union([z.looseObject({}), z.array(z.looseObject({}))]),
				response: ok,
			},
		},
		async (request) => {
			const secret = app.config.MSG91_WEBHOOK_TOKEN;
			if (app.config.SMS_PROVIDER !== "msg91" || !secret) throw notFound();
			if (!sameSecret(request.params.token, secret)) throw unauthorized("Not MSG91", "INVALID_SIGNATURE");
			const reports = (Array.isArray(request.body) ? request.body : [request.body]) as {
				requestId?: unknown;
				status?: unknown;
				desc?: unknown;
				failureReason?: unknown;
			}[];
			for (const report of reports) {
				const outcome = msg91Outcome(report.status as string | undefined);
				if (typeof report.requestId !== "string" || !outcome) continue;
				const detail = [report.desc, report.failureReason]
					.filter((part) => typeof part === "string" && part)
					.join(": ");
				await recordDeliveryStatus(app.db, "msg91", report.requestId, outcome, detail || null);
			}
			return { status: true as const };
		},
	);

	app.post(
		"/webhooks/msg91/:token/inbound",
		{
			schema: {
				tags: ["messaging"],
				summary: "MSG91's inbound SMS (a shopper's reply): STOP withdraws the phone's SMS offers consent",
				description:
					"Authorised by MSG91_WEBHOOK_TOKEN in the URL, as the delivery reports. Fields `sender` (or `mobile`) and `message` (or `content`).",
				params: z.object({ token: z.string().max(200) }),
				body: z.looseObject({}),
				response: ok,
			},
		},
		async (request) => {
			const secret = app.config.MSG91_WEBHOOK_TOKEN;
			if (app.config.SMS_PROVIDER !== "msg91" || !secret) throw notFound();
			if (!sameSecret(request.params.token, secret)) throw unauthorized("Not MSG91", "INVALID_SIGNATURE");
			const body = request.body as Record<string, unknown>;
			const sender = String(body.sender ?? body.mobile ?? "").replace(/^\+?91(?=\d{10}$)/, "");
			const text = String(body.message ?? body.content ?? "");
			if (/^\d{10}$/.test(sender) && isStopReply(text))
				await withdrawByReply(app.db, sender, "sms", text.slice(0, 200));
			return { status: true as const };
		},
	);

	app.get(
		"/webhooks/whatsapp",
		{
			schema: {
				tags: ["messaging"],
				summary: "WhatsApp's webhook handshake: answers hub.challenge when hub.verify_token is the shop's",
				querystring: z.object({
					"hub.mode": z.string().optional(),
					"hub.verify_token": z.string().optional(),
					"hub.challenge": z.string().max(200).optional(),
				}),
			},
		},
		async (request, reply) => {
			const expected = app.config.WHATSAPP_VERIFY_TOKEN;
			if (app.config.WHATSAPP_PROVIDER !== "cloud" || !expected) throw notFound();
			const query = request.query;
			if (query["hub.mode"] !== "subscribe" || !sameSecret(query["hub.verify_token"] ?? "", expected))
				throw forbidden("Not the shop's verify token", "INVALID_SIGNATURE");
			return reply.type("text/plain").send(query["hub.challenge"] ?? "");
		},
	);

	await app.register(async (plain) => {
		const scope = plain.withTypeProvider<ZodTypeProvider>();
		// the signature is over the raw bytes, so the body is kept as it came
		keepRawJsonBody(scope);
		scope.post(
			"/webhooks/whatsapp",
			{
				schema: {
					tags: ["messaging"],
					summary: "WhatsApp's message statuses (sent, delivered, read, failed), verified by X-Hub-Signature-256",
					body: z.looseObject({}),
					response: ok,
				},
			},
			async (request) => {
				const secret = app.config.WHATSAPP_APP_SECRET;
				if (app.config.WHATSAPP_PROVIDER !== "cloud" || !secret) throw notFound();
				const raw = rawBodyOf(request);
				const signature = request.headers["x-hub-signature-256"];
				if (!verifyHubSignature(raw, typeof signature === "string" ? signature : undefined, secret))
					throw unauthorized("Invalid signature", "INVALID_SIGNATURE");
				for (const status of statusesIn(request.body)) {
					if (!WHATSAPP_STATUSES.has(status.status)) continue;
					const detail = status.errors?.map((error) => `${error.code ?? ""} ${error.title ?? ""}`.trim()).join("; ");
					const keys = await recordDeliveryStatus(app.db, "whatsapp-cloud", status.id, status.status, detail || null);
					// a failed WhatsApp message goes by SMS now rather than after its 5 minutes (decision 049)
					if (status.status === "failed") for (const key of keys) await hastenFallback(app.db, key);
				}
				// a "STOP" reply withdraws the phone's WhatsApp consents (new rows in the ledger)
				for (const reply of inboundIn(request.body))
					if (isStopReply(reply.text)) await withdrawByReply(app.db, reply.from, "whatsapp", reply.text);
				return { status: true as const };
			},
		);
	});
};
