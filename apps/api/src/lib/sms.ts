import type { Config } from "../config.ts";

/**
 * Sends a text message to an Indian mobile number. Login codes and order
 * messages go through `app.sms`; a failure to send rejects, so that no caller
 * reports a message as sent when it was not.
 */
export interface SmsSender {
	send(to: string, message: string, options?: SmsOptions): Promise<void>;
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
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options);
		this.name = "SmsError";
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

/** The sender the configuration asks for (SMS_PROVIDER, SMS_WEBHOOK_URL). */
export function createSmsSender(config: Pick<Config, "SMS_PROVIDER" | "SMS_WEBHOOK_URL">): SmsSender {
	if (config.SMS_PROVIDER === "webhook") {
		if (!config.SMS_WEBHOOK_URL) throw new Error("SMS_WEBHOOK_URL is required when SMS_PROVIDER=webhook");
		return new WebhookSmsSender(config.SMS_WEBHOOK_URL);
	}
	return new ConsoleSmsSender();
}
