import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.ts";

/** One e-mail of the shop, as the outbox hands it over (issue 27). */
export interface MailMessage {
	to: string;
	subject: string;
	text: string;
	/** where the customer's answer goes (the shop's own address by default) */
	replyTo?: string;
	/**
	 * the same for every attempt at one mail (`<outbox entry id@pitara>`): a mail delivered twice by the outbox
	 * carries one Message-ID, so the customer's mail program shows it once
	 */
	messageId: string;
	/** the Message-ID this mail answers (a reply in a conversation) */
	inReplyTo?: string;
	attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends the shop's e-mail; a failure rejects, so no caller reports a mail as sent when it was not. */
export interface Mailer {
	send(message: MailMessage): Promise<{ accepted: string[] }>;
	/** the shop's sender address */
	readonly from: string;
}

export class MailError extends Error {
	/** true when the server refused the mail for good (5xx): asking again cannot deliver it */
	readonly permanent: boolean;
	constructor(message: string, options: { cause?: unknown; permanent?: boolean } = {}) {
		super(message, { cause: options.cause });
		this.name = "MailError";
		this.permanent = options.permanent ?? false;
	}
}

/** Prints each mail on standard output: the default, for development and the demo. */
export class ConsoleMailer implements Mailer {
	constructor(
		readonly from: string,
		private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
	) {}

	async send(message: MailMessage): Promise<{ accepted: string[] }> {
		const files = message.attachments?.map((file) => file.filename).join(", ");
		this.write(`[mail] to ${message.to}: ${message.subject}${files ? ` [${files}]` : ""}\n${message.text}`);
		return { accepted: [message.to] };
	}
}

/** Sends through an SMTP server (SMTP_URL) with nodemailer: one transport per process. */
export class SmtpMailer implements Mailer {
	private readonly transport: Transporter;
	constructor(
		url: string,
		readonly from: string,
		timeoutMs: number,
	) {
		const parsed = new URL(url);
		this.transport = nodemailer.createTransport({
			host: parsed.hostname,
			port: Number(parsed.port) || (parsed.protocol === "smtps:" ? 465 : 587),
			secure: parsed.protocol === "smtps:",
			auth: parsed.username
				? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
				: undefined,
			connectionTimeout: timeoutMs,
			greetingTimeout: timeoutMs,
			socketTimeout: timeoutMs,
			// a local test server offers STARTTLS with a self-signed certificate
			tls: { rejectUnauthorized: parsed.hostname !== "127.0.0.1" && parsed.hostname !== "localhost" },
		});
	}

	async send(message: MailMessage): Promise<{ accepted: string[] }> {
		try {
			const info = await this.transport.sendMail({
				from: this.from,
				to: message.to,
				replyTo: message.replyTo,
				subject: message.subject,
				text: message.text,
				messageId: message.messageId,
				inReplyTo: message.inReplyTo,
				references: message.inReplyTo,
				attachments: message.attachments,
			});
			const rejected = info.rejected ?? [];
			if (rejected.length > 0) {
				throw new MailError(`The mail server refused ${rejected.join(", ")}`, { permanent: true });
			}
			return { accepted: (info.accepted ?? []).map(String) };
		} catch (error) {
			if (error instanceof MailError) throw error;
			const code = (error as { responseCode?: number }).responseCode;
			throw new MailError(`The mail was not sent: ${(error as Error).message}`, {
				cause: error,
				permanent: typeof code === "number" && code >= 500,
			});
		}
	}

	close(): void {
		this.transport.close();
	}
}

export function createMailer(
	config: Pick<Config, "MAIL_TRANSPORT" | "SMTP_URL" | "MAIL_FROM" | "SMTP_TIMEOUT_MS">,
): Mailer {
	if (config.MAIL_TRANSPORT === "smtp" && config.SMTP_URL) {
		return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, config.SMTP_TIMEOUT_MS);
	}
	return new ConsoleMailer(config.MAIL_FROM);
}
