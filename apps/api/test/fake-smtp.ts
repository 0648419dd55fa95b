import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail the fake SMTP server accepted: the envelope and the raw message (headers and MIME body). */
export interface ReceivedMail {
	from: string;
	to: string[];
	raw: string;
	header(name: string): string | undefined;
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
				mails.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
					to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
					raw,
					header: (name) => {
						const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
						const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
						return match?.[1]?.trim();
					},
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
