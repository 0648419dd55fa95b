import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail the fake SMTP server accepted: the envelope and the raw message (headers and MIME body). */
export interface ReceivedMail {
	from: string;
	to: string[];
	raw: string;
	header(name: string): string | undefined;
	/** the Subject as the reader sees it (RFC 2047 encoded words decoded: a Hindi subject) */
	subject(): string | undefined;
	/** the text/plain body as the reader sees it (quoted-printable or base64 decoded) */
	text(): string;
}

/** "=?UTF-8?B?…?=" and "=?UTF-8?Q?…?=" words back to their text; the space between two such words goes. */
function decodeWords(value: string): string {
	return value
		.replace(/(\?=)\s+(=\?)/g, "$1$2")
		.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
			kind.toLowerCase() === "b"
				? Buffer.from(data, "base64").toString("utf8")
				: decodeQuotedPrintable(data.replaceAll("_", " ")),
		);
}

function decodeQuotedPrintable(data: string): string {
	const bytes = data
		.replace(/=\r?\n/g, "")
		.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
	return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The first text/plain part of a raw message (the whole body when the message is not multipart), decoded. */
function plainText(raw: string): string {
	const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
	for (const part of parts) {
		const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
		const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
		if (!/^content-type:\s*text\/plain/im.test(unfolded)) continue;
		const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
		const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(unfolded)?.[1]?.toLowerCase();
		if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
		if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
		return body;
	}
	return "";
}

/**
 * A real SMTP server in the test process (the `smtp-server` package, the
 * same author as nodemailer) that keeps every mail it accepts and fails on
 * command: `failNext(n, 451)` answers a temporary failure to the next n
 * messages, 550 a permanent refusal; `dropNext(n)` closes the connection
 * after the message was sent but before the answer (did it arrive?).
 */
export interface FakeSmtp {
	url: string;
	mails: ReceivedMail[];
	failNext(count: number, code?: 451 | 550): void;
	close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
	const mails: ReceivedMail[] = [];
	let failures = 0;
	let failureCode = 451;
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ["STARTTLS"],
		logger: false,
		onData(stream, session, callback) {
			const chunks: Buffer[] = [];
			stream.on("data", (chunk: Buffer) => chunks.push(chunk));
			stream.on("end", () => {
				if (failures > 0) {
					failures -= 1;
					const error = Object.assign(new Error(failureCode === 451 ? "Try again later" : "Mailbox refused"), {
						responseCode: failureCode,
					});
					callback(error);
					return;
				}
				const raw = Buffer.concat(chunks).toString("utf8");
				const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
				const header = (name: string) => {
					const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
					const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
					return match?.[1]?.trim();
				};
				mails.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
					to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
					raw,
					header,
					subject: () => {
						const subject = header("Subject");
						return subject === undefined ? undefined : decodeWords(subject);
					},
					text: () => plainText(raw),
				});
				callback();
			});
		},
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.server.address() as AddressInfo;
	return {
		url: `smtp://127.0.0.1:${port}`,
		mails,
		failNext(count, code = 451) {
			failures = count;
			failureCode = code;
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
