import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { maskPhone } from "../../lib/logging.ts";
import { SmsError } from "../../lib/sms.ts";
import { claimSend, dropSend, findSend, markSend, sendFigures, updateSendByProviderId } from "./sends.repository.ts";

const receiptId = (receipt: unknown): string | undefined => {
	const id = (receipt as { providerMessageId?: unknown } | undefined)?.providerMessageId;
	return typeof id === "string" ? id : undefined;
};

export interface SendOnceInput {
	idempotencyKey: string;
	channel: "sms" | "whatsapp";
	provider: string;
	to: string;
	templateKey: string | null;
}

/**
 * Asks a provider that takes no idempotency key for one message at most once
 * (issue 26 item 2). The sent-record is written `pending` (its own commit)
 * before the call and `sent` with the provider's id after. A retry that finds
 * the record does not call again: `sent` is done; `pending` means the last
 * attempt got no answer (a timeout after the provider may have acted), so it
 * is marked `unconfirmed` for staff and not sent again. When the provider
 * answered that it did not act (`SmsError.notSent`), the record is dropped and
 * the error thrown, so the outbox's retry asks again.
 */
export async function sendOnce(
	db: Db,
	log: FastifyBaseLogger,
	input: SendOnceInput,
	/** the provider call; a `{ providerMessageId }` answer is kept for its delivery reports */
	call: () => Promise<unknown>,
): Promise<"sent" | "already-sent" | "unconfirmed"> {
	const earlier = await findSend(db, input.idempotencyKey);
	if (earlier) {
		if (earlier.status !== "pending") return "already-sent";
		await markSend(db, input.idempotencyKey, {
			status: "unconfirmed",
			detail: "no answer from the provider; not sent again",
		});
		log.warn({ to: maskPhone(input.to), key: input.idempotencyKey }, "message unconfirmed: not sent again");
		return "unconfirmed";
	}
	const claimed = await claimSend(db, {
		idempotencyKey: input.idempotencyKey,
		channel: input.channel,
		provider: input.provider,
		recipient: maskPhone(input.to),
		templateKey: input.templateKey,
	});
	if (!claimed) return "already-sent";
	let receipt: unknown;
	try {
		receipt = await call();
	} catch (error) {
		if (error instanceof SmsError && error.notSent) await dropSend(db, input.idempotencyKey);
		throw error;
	}
	await markSend(db, input.idempotencyKey, {
		status: "sent",
		...(receiptId(receipt) ? { providerMessageId: receiptId(receipt) } : {}),
	});
	return "sent";
}

/**
 * A delivery report (MSG91) or status webhook (WhatsApp): the status of the message the provider knows by
 * its id. Answers the sent-records' keys it moved.
 */
export async function recordDeliveryStatus(
	db: Db,
	provider: string,
	providerMessageId: string,
	status: string,
	detail: string | null = null,
): Promise<string[]> {
	return updateSendByProviderId(db, provider, providerMessageId, status, detail);
}

export { findSend };

/** The 1st of this month in India (00:00 IST), as an instant. */
export function monthStartInIndia(now = new Date()): Date {
	const ist = new Date(now.getTime() + 330 * 60_000);
	return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 330 * 60_000);
}

/** Messages per channel since `since`: asked of a provider, delivered or read, failed, unconfirmed. */
export async function channelFigures(
	db: Db,
	since: Date,
): Promise<{ channel: string; sent: number; delivered: number; failed: number; unconfirmed: number }[]> {
	const rows = await sendFigures(db, since);
	const channels = [...new Set(["sms", "whatsapp", ...rows.map((row) => row.channel)])];
	return channels.map((channel) => {
		const of = (statuses: string[]) =>
			rows
				.filter((row) => row.channel === channel && statuses.includes(row.status))
				.reduce((total, row) => total + Number(row.count), 0);
		return {
			channel,
			sent: of(["pending", "sent", "delivered", "read", "failed", "unconfirmed"]),
			delivered: of(["delivered", "read"]),
			failed: of(["failed"]),
			unconfirmed: of(["unconfirmed"]),
		};
	});
}
