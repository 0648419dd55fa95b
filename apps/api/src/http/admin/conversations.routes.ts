import {
	adminContactReplyRequestSchema,
	adminContactThreadSchema,
	adminIdParamSchema,
	adminOneOf,
	formatIndiaDateTime,
	paiseToRupees,
} from "@pitara/shared";
import { text } from "@pitara/shared/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound } from "../../lib/errors.ts";
import { maskPhone } from "../../lib/logging.ts";
import { findAccount, findUserById, findUserIdByEmail } from "../../modules/accounts/index.ts";
import { audited, recordCustomerRead } from "../../modules/audit/index.ts";
import {
	type ContactMessageRow,
	type ContactReplyRow,
	countUnhandledContactMessages,
	findContactMessage,
	insertContactReply,
	lockContactMessage,
	repliesOfMessage,
	setContactMessageRead,
} from "../../modules/content/index.ts";
import { emit } from "../../modules/events/index.ts";
import { listOrdersForStaff } from "../../modules/orders/index.ts";
import { staffOf } from "./staff-guard.ts";

const toReply = (row: ContactReplyRow) => ({
	id: row.id,
	author_name: row.authorName,
	body: row.body,
	to_email: row.toEmail,
	texted_to: row.textedTo,
	created_at: row.createdAt.toISOString(),
});

/** "26 Nov" in India (a DLT value stays short). */
const shortIndiaDate = (at: Date) =>
	at.toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/** "ka•••@example.in": enough for the shopper to know which mailbox, not the whole address in an SMS. */
export const maskEmail = (email: string) => {
	const [local = "", domain = ""] = email.split("@");
	return `${local.slice(0, 2)}•••@${domain}`;
};

/** Order numbers a message names: "#1042", "order 1042", "order no. 1042". */
export function orderIdsNamed(text: string): number[] {
	const ids = new Set<number>();
	for (const match of text.matchAll(/(?:#|order\s*(?:no\.?|number|id)?\s*#?\s*)(\d{1,9})\b/gi))
		ids.add(Number(match[1]));
	return [...ids];
}

/**
 * Conversations (issue 27 item 5): a contact message with its thread and the customer and orders it matches; a
 * reply e-mailed to the sender through the outbox once (the message is then handled); the count still to answer.
 */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
	const threadOf = async (row: ContactMessageRow, staff: ReturnType<typeof staffOf>) => {
		const [replies, userId] = await Promise.all([
			repliesOfMessage(app.db, row.id),
			findUserIdByEmail(app.db, row.email),
		]);
		const customer = userId === undefined ? undefined : await findAccount(app.db, userId);
		let orders: z.infer<typeof adminContactThreadSchema>["orders"] = [];
		if (customer) {
			await recordCustomerRead(app.db, staff, customer.id, `contact message #${row.id}`);
			const { rows } = await listOrdersForStaff(app.db, { userId: customer.id }, { page: 1, pageSize: 50 });
			const named = new Set(orderIdsNamed(row.message));
			const mentioned = rows.filter((order) => named.has(order.id));
			orders = (mentioned.length > 0 ? mentioned : rows.slice(0, 3)).map((order) => ({
				order_id: order.id,
				status: order.status,
				total: paiseToRupees(order.total),
				created_at: order.createdAt.toISOString(),
				named: named.has(order.id),
			}));
		}
		return {
			id: row.id,
			name: row.name,
			email: row.email,
			message: row.message,
			phone: row.phone,
			created_at: row.createdAt.toISOString(),
			read_at: row.readAt ? row.readAt.toISOString() : null,
			replies: replies.map(toReply),
			customer: customer ? { user_id: customer.id, full_name: customer.fullName, phone: customer.phone } : null,
			orders,
		};
	};

	app.get(
		"/contact-messages/unhandled-count",
		{
			schema: {
				summary: "How many contact messages are still to answer (the navigation's badge)",
				response: { 200: adminOneOf(z.object({ count: z.number().int() })) },
			},
		},
		async () => ({ status: true as const, response: { count: await countUnhandledContactMessages(app.db) } }),
	);

	app.get(
		"/contact-messages/:id",
		{
			schema: {
				summary: "A contact message with its replies, and the customer (by the sender's e-mail) and orders it matches",
				params: adminIdParamSchema,
				response: { 200: adminOneOf(adminContactThreadSchema) },
			},
		},
		async (request) => {
			const row = await findContactMessage(app.db, request.params.id);
			if (!row) throw notFound("Message not found", "MESSAGE_NOT_FOUND");
			return { status: true as const, response: await threadOf(row, staffOf(request)) };
		},
	);

	app.post(
		"/contact-messages/:id/replies",
		{
			schema: {
				summary:
					"Reply to a contact message by e-mail (through the outbox, once), and on request a notice by SMS/WhatsApp to the mobile the sender gave (else the matching customer's); the reply joins the thread",
				description:
					"The mail goes to the message's sender from MAIL_FROM, its subject `Re: your message to Pitara`, the message quoted below. The message becomes handled. Audited (contact_message · reply).",
				params: adminIdParamSchema,
				body: adminContactReplyRequestSchema,
				response: { 201: adminOneOf(adminContactThreadSchema) },
			},
		},
		async (request, reply) => {
			const staff = staffOf(request);
			const message = await audited(app.db, staff, { entity: "contact_message", action: "reply" }, async (tx) => {
				const row = await lockContactMessage(tx, request.params.id);
				if (!row) throw notFound("Message not found", "MESSAGE_NOT_FOUND");
				// the sender told by SMS/WhatsApp that the answer is in their mail (issue 27 item 5): to the mobile they
				// gave on the form, else the matching customer's phone on file
				const userId = request.body.text_customer ? await findUserIdByEmail(tx, row.email) : undefined;
				const customer = userId === undefined ? undefined : await findAccount(tx, userId);
				const textTo = request.body.text_customer ? row.phone || customer?.phone || null : null;
				if (request.body.text_customer && !textTo) {
					const why =
						"The message gives no mobile and no customer with a phone matches its e-mail: reply by e-mail only";
					throw badRequest(why, [{ field: "text_customer", message: why }], "NO_PHONE");
				}
				const written = await insertContactReply(tx, {
					messageId: row.id,
					authorUserId: staff.userId,
					authorName: staff.name,
					body: request.body.body,
					toEmail: row.email,
					textedTo: textTo ? maskPhone(textTo) : null,
				});
				if (textTo) {
					// a service message (the answer to their own question): the channel order, quiet hours and the
					// DLT check of modules/messaging apply; no marketing consent is asked
					await emit(tx, {
						type: "MessageRequested",
						messageKey: `contact-reply:${written.id}`,
						to: textTo,
						// the customer's account only when it is their phone (its language and consents)
						userId: customer && customer.phone === textTo ? customer.id : null,
						templateKey: "contact-reply",
						values: [shortIndiaDate(row.createdAt), maskEmail(row.email)],
					});
				}
				// in the account language of the shopper with that e-mail (decision 069); the staff's answer as written
				const shopperId = await findUserIdByEmail(tx, row.email);
				const shopper = shopperId === undefined ? undefined : await findUserById(tx, shopperId);
				const language = shopper?.language === "hi" ? "hi" : "en";
				await emit(tx, {
					type: "EmailRequested",
					about: `contact:${row.id}`,
					to: row.email,
					subject: text(language, "contact.replySubject"),
					text: [
						request.body.body,
						"",
						`— ${staff.name}, Pitara`,
						"",
						text(language, "contact.replyYouWrote", [formatIndiaDateTime(row.createdAt)]),
						...row.message.split("\n").map((line) => `> ${line}`),
					].join("\n"),
				});
				const after = (await setContactMessageRead(tx, row.id, true)) ?? row;
				return {
					entityId: row.id,
					before: { from: row.email, replies: null },
					after: { from: row.email, reply: written.body, texted_to: written.textedTo },
					result: after,
				};
			});
			return reply.code(201).send({ status: true as const, response: await threadOf(message, staff) });
		},
	);
};
