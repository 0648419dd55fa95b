import { createHmac, timingSafeEqual } from "node:crypto";
import { SmsError } from "./sms.ts";

export const WHATSAPP_BASE_URL = "https://graph.facebook.com";
export const WHATSAPP_API_VERSION = "v21.0";
export const WHATSAPP_TIMEOUT_MS = 5000;

export interface WhatsAppTemplateMessage {
	/** a 10-digit Indian mobile number */
	to: string;
	name: string;
	language: string;
	/** the body's parameters, in order */
	parameters: string[];
}

/**
 * The WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages with a
 * bearer token, a message of `type: "template"` (a business-initiated
 * message must be an approved template) with its body parameters. Meta
 * answers `{ messages: [{ id: "wamid…" }] }`; that id comes back in the
 * status webhooks. It takes no idempotency key: modules/messaging keeps a
 * sent-record. A failure throws SmsError (`notSent` when Meta answered).
 */
export class WhatsAppCloudClient {
	readonly provider = "whatsapp-cloud";

	constructor(
		private readonly token: string,
		private readonly phoneNumberId: string,
		private readonly baseUrl = WHATSAPP_BASE_URL,
		private readonly timeoutMs = WHATSAPP_TIMEOUT_MS,
	) {}

	async sendTemplate(message: WhatsAppTemplateMessage): Promise<{ providerMessageId: string }> {
		let response: Response;
		try {
			response = await fetch(new URL(`/${WHATSAPP_API_VERSION}/${this.phoneNumberId}/messages`, this.baseUrl), {
				method: "POST",
				headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
				body: JSON.stringify({
					messaging_product: "whatsapp",
					recipient_type: "individual",
					to: `91${message.to}`,
					type: "template",
					template: {
						name: message.name,
						language: { code: message.language },
						components: [
							{
								type: "body",
								parameters: message.parameters.map((text) => ({ type: "text", text })),
							},
						],
					},
				}),
				signal: AbortSignal.timeout(this.timeoutMs),
				redirect: "error",
			});
		} catch (error) {
			throw new SmsError(`WhatsApp unreachable: ${(error as Error).message}`, { cause: error });
		}
		const body = (await response.json().catch(() => null)) as {
			messages?: { id?: string }[];
			error?: { message?: string };
		} | null;
		const id = body?.messages?.[0]?.id;
		if (!response.ok || !id)
			throw new SmsError(`WhatsApp answered ${response.status} ${body?.error?.message ?? ""}`.trim(), {
				notSent: true,
			});
		return { providerMessageId: id };
	}
}

/** Whether X-Hub-Signature-256 (`sha256=<hex>`) is the HMAC-SHA256 of the raw body with the app secret. */
export function verifyHubSignature(rawBody: string | Buffer, header: string | undefined, appSecret: string): boolean {
	if (!header?.startsWith("sha256=")) return false;
	const expected = Buffer.from(createHmac("sha256", appSecret).update(rawBody).digest("hex"), "utf8");
	const given = Buffer.from(header.slice("sha256=".length), "utf8");
	return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A status in a WhatsApp webhook (`entry[].changes[].value.statuses[]`). */
export interface WhatsAppStatus {
	id: string;
	status: string;
	recipient_id?: string;
	errors?: { code?: number; title?: string }[];
}

/** The message statuses a webhook body carries (sent, delivered, read, failed). */
export function statusesIn(body: unknown): WhatsAppStatus[] {
	const entries = (body as { entry?: { changes?: { value?: { statuses?: WhatsAppStatus[] } }[] }[] })?.entry ?? [];
	return entries.flatMap((entry) =>
		(entry.changes ?? []).flatMap((change) =>
			(change.value?.statuses ?? []).filter((status) => typeof status?.id === "string"),
		),
	);
}

/** A shopper's message in a WhatsApp webhook (`entry[].changes[].value.messages[]`): who (10 digits) and its text. */
export interface WhatsAppInbound {
	from: string;
	text: string;
}

/** The shoppers' replies a webhook body carries: a text's body, or a quick-reply button's text. */
export function inboundIn(body: unknown): WhatsAppInbound[] {
	type Message = { from?: unknown; text?: { body?: unknown }; button?: { text?: unknown } };
	const entries = (body as { entry?: { changes?: { value?: { messages?: Message[] } }[] }[] })?.entry ?? [];
	return entries.flatMap((entry) =>
		(entry.changes ?? []).flatMap((change) =>
			(change.value?.messages ?? []).flatMap((message) => {
				const from = typeof message?.from === "string" ? message.from.replace(/^91(?=\d{10}$)/, "") : "";
				const text = message?.text?.body ?? message?.button?.text;
				return /^\d{10}$/.test(from) && typeof text === "string" ? [{ from, text }] : [];
			}),
		),
	);
}
