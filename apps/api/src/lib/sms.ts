import type { Config } from "../config.ts";

/**
 * Sends a text message to an Indian mobile number. Login codes and order
 * messages go through `app.sms`; a failure to send rejects, so that no caller
 * reports a message as sent when it was not.
 */
export interface SmsSender {
	/** resolves when the provider accepted the message (a provider with ids answers an `SmsReceipt`) */
	send(to: string, message: string, options?: SmsOptions): Promise<SmsReceipt | undefined> | Promise<void>;
	/**
	 * a provider that takes no idempotency key (MSG91): modules/messaging keeps a sent-record per message
	 * (its idempotency key) and never asks it twice for one message
	 */
	readonly recordsSends?: { provider: string };
}

/** What a provider answered for a message it accepted. */
export interface SmsReceipt {
	providerMessageId: string;
}

export interface SmsOptions {
	/**
	 * the same for every attempt at one message (an order SMS's outbox event id): the webhook sends it as
	 * `Idempotency-Key`, so a provider that keeps keys sends a message delivered twice by the outbox once
	 */
	idempotencyKey?: string;
	/** the registered DLT template the text matched (modules/messaging checks every text before it leaves) */
	dlt?: DltTemplateRef;
}

/** What an SMS provider needs of the registered template a text matched. */
export interface DltTemplateRef {
	key: string;
	entityId: string;
	header: string;
	templateId: string;
	category: string;
	/** the values of the template's `{#var#}`s, in order */
	values: string[];
}

export class SmsError extends Error {
	/** true when the provider answered that it did not act (so asking again cannot send twice) */
	readonly notSent: boolean;
	constructor(message: string, options?: { cause?: unknown; notSent?: boolean }) {
		super(message, options);
		this.name = "SmsError";
		this.notSent = options?.notSent ?? false;
	}
}

/** Prints each message on standard output: the default, for development and the demo. */
export class ConsoleSmsSender implements SmsSender {
	constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}

	async send(to: string, message: string, options: SmsOptions = {}): Promise<void> {
		const template = options.dlt ? ` [template ${options.dlt.templateId}]` : "";
		this.write(`[sms] to ${to}${template}: ${message}`);
	}
}

export const SMS_WEBHOOK_TIMEOUT_MS = 5000;

/** POSTs `{ "to", "message" }` (and the DLT `template_id`, `entity_id`, `header`, `template_key` when checked) as JSON to a URL (with an `Idempotency-Key` header when the caller gives one); anything but a 2xx answer in time is a failure. */
export class WebhookSmsSender implements SmsSender {
	constructor(
		private readonly url: string,
		private readonly timeoutMs = SMS_WEBHOOK_TIMEOUT_MS,
	) {}

	async send(to: string, message: string, options: SmsOptions = {}): Promise<void> {
		let response: Response;
		try {
			response = await fetch(this.url, {
				method: "POST",
				headers: {
					"content-type": "application/json",
					...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
				},
				body: JSON.stringify({
					to,
					message,
					...(options.dlt
						? {
								template_key: options.dlt.key,
								template_id: options.dlt.templateId,
								entity_id: options.dlt.entityId,
								header: options.dlt.header,
							}
						: {}),
				}),
				signal: AbortSignal.timeout(this.timeoutMs),
				redirect: "error",
			});
		} catch (error) {
			throw new SmsError(`SMS webhook unreachable: ${(error as Error).message}`, { cause: error });
		}
		// drain the body so the connection can be reused
		await response.arrayBuffer().catch(() => undefined);
		if (!response.ok) throw new SmsError(`SMS webhook answered ${response.status}`);
	}
}

/** The sender the configuration asks for (SMS_PROVIDER, SMS_WEBHOOK_URL, MSG91_*). */
export function createSmsSender(
	config: Pick<Config, "SMS_PROVIDER" | "SMS_WEBHOOK_URL"> & Partial<Pick<Config, "MSG91_AUTH_KEY" | "MSG91_BASE_URL">>,
): SmsSender {
	if (config.SMS_PROVIDER === "msg91") {
		if (!config.MSG91_AUTH_KEY) throw new Error("MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91");
		return new Msg91SmsSender(config.MSG91_AUTH_KEY, config.MSG91_BASE_URL);
	}
	if (config.SMS_PROVIDER === "webhook") {
		if (!config.SMS_WEBHOOK_URL) throw new Error("SMS_WEBHOOK_URL is required when SMS_PROVIDER=webhook");
		return new WebhookSmsSender(config.SMS_WEBHOOK_URL);
	}
	return new ConsoleSmsSender();
}

export const MSG91_BASE_URL = "https://control.msg91.com";
export const MSG91_TIMEOUT_MS = 5000;

/**
 * MSG91's Flow API (POST /api/v5/flow, header `authkey`): a message is sent
 * as its DLT template, by `template_id` with the values of its variables
 * (VAR1, VAR2, … in the order of the registered body's `{#var#}`), to the
 * number with its country code. MSG91 answers `{"type":"success","message":
 * "<request id>"}`; the request id comes back in its delivery reports.
 * MSG91 takes no idempotency key: modules/messaging keeps a sent-record.
 */
export class Msg91SmsSender implements SmsSender {
	readonly recordsSends = { provider: "msg91" };

	constructor(
		private readonly authKey: string,
		private readonly baseUrl = MSG91_BASE_URL,
		private readonly timeoutMs = MSG91_TIMEOUT_MS,
	) {}

	async send(to: string, _message: string, options: SmsOptions = {}): Promise<SmsReceipt> {
		const dlt = options.dlt;
		// MSG91 sends registered templates only; modules/messaging gives every text its template
		if (!dlt) throw new SmsError("MSG91 sends a DLT template only: the text has none", { notSent: true });
		const recipient: Record<string, string> = { mobiles: `91${to.replace(/^(\+?91)?/, "")}` };
		dlt.values.forEach((value, i) => {
			recipient[`VAR${i + 1}`] = value;
		});
		let response: Response;
		try {
			response = await fetch(new URL("/api/v5/flow", this.baseUrl), {
				method: "POST",
				headers: { "content-type": "application/json", accept: "application/json", authkey: this.authKey },
				body: JSON.stringify({
					template_id: dlt.templateId,
					sender: dlt.header,
					short_url: "0",
					recipients: [recipient],
				}),
				signal: AbortSignal.timeout(this.timeoutMs),
				redirect: "error",
			});
		} catch (error) {
			// no answer: MSG91 may have acted
			throw new SmsError(`MSG91 unreachable: ${(error as Error).message}`, { cause: error });
		}
		const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
		if (!response.ok || body?.type !== "success" || !body.message) {
			// MSG91 answered: a 4xx/5xx or `type: error` is a request it did not send
			throw new SmsError(`MSG91 answered ${response.status} ${body?.message ?? ""}`.trim(), { notSent: true });
		}
		return { providerMessageId: body.message };
	}
}

/** MSG91's delivery report status codes (1 delivered; 2 failed; 9 NDNC; 16, 25 rejected; 17 blocked). */
export function msg91Outcome(status: string | number | undefined): "delivered" | "failed" | null {
	const code = String(status ?? "");
	if (code === "1") return "delivered";
	if (["2", "9", "16", "17", "25"].includes(code)) return "failed";
	return null;
}
