import type { DltTemplateRef, SmsOptions, SmsSender } from "../src/lib/sms.ts";

/** An SMS sender for tests: keeps every message, or fails while `failing` is set. */
export class MemorySmsSender implements SmsSender {
	readonly sent: { to: string; message: string; dlt?: DltTemplateRef }[] = [];
	failing = false;

	async send(to: string, message: string, options: SmsOptions = {}): Promise<void> {
		if (this.failing) throw new Error("SMS provider is down");
		this.sent.push({ to, message, ...(options.dlt ? { dlt: options.dlt } : {}) });
	}

	/** The six-digit code in the last message to a phone. */
	lastCode(phone: string): string {
		const message = this.sent.filter((sms) => sms.to === phone).at(-1)?.message;
		const code = message ? /\b(\d{6})\b/.exec(message)?.[1] : undefined;
		if (!code) throw new Error(`no code was sent to ${phone}`);
		return code;
	}

	countTo(phone: string): number {
		return this.sent.filter((sms) => sms.to === phone).length;
	}
}
