import type { SmsOptions, SmsReceipt, SmsSender } from "./sms.ts";
import { SmsError } from "./sms.ts";

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
