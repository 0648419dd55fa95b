import { z } from "zod";
import { STAFF_ROLES, USER_ROLES } from "../staff-access.ts";

/**
 * The admin console's API conventions (apps/web/src/admin and
 * apps/api/src/modules/admin): every list pages on the server with `page`
 * (from 1) and `page_size`, and answers the page with the number of matching
 * rows. Each section's own schemas live beside these (admin-*.ts).
 */

/** A staff session ends after this long without a request (a customer's lasts 30 days). */
export const STAFF_IDLE_TIMEOUT_MINUTES = 12 * 60;

/** Rows per page unless the console asks for another size. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** `?page=&page_size=` of every admin list; spread into a section's query schema. */
export const adminPageQueryFields = {
	page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100_000).default(1),
	page_size: z.coerce
		.number({ error: "page_size must be a number" })
		.int()
		.min(1)
		.max(ADMIN_MAX_PAGE_SIZE)
		.default(ADMIN_PAGE_SIZE),
};
export const adminPageQuerySchema = z.object(adminPageQueryFields);
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;

/** An optional text filter: trimmed, "" is no filter. */
export const adminSearchField = z
	.string()
	.trim()
	.max(100, "Search is too long")
	.optional()
	.transform((value) => (value ? value : undefined));

/** One page of an admin list. */
export const adminPageOf = <T extends z.ZodType>(item: T) =>
	z.object({
		status: z.literal(true),
		response: z.array(item),
		total: z.number().int(),
		page: z.number().int(),
		page_size: z.number().int(),
	});
export interface AdminPage<T> {
	status: true;
	response: T[];
	total: number;
	page: number;
	page_size: number;
}

/** One entity, maybe with a message for a toast. */
export const adminOneOf = <T extends z.ZodType>(item: T) =>
	z.object({ status: z.literal(true), message: z.string().optional(), response: item });

export const adminIdParamSchema = z.object({
	id: z.coerce.number({ error: "Must be a number" }).int().positive().max(2_147_483_647),
});

/** GET /api/admin/session: who is signed in to the console. */
export const adminSessionSchema = z.object({
	user_id: z.number().int(),
	full_name: z.string(),
	email: z.string(),
	phone: z.string(),
	role: z.enum(STAFF_ROLES),
	/** the console logs a staff member out after this long without a request */
	idle_timeout_minutes: z.number().int(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/* audit log --------------------------------------------------------------- */

/** What the audit log records changes to; `entity` of every entry is one of these. */
export const AUDIT_ENTITIES = [
	"order",
	"product",
	"variant",
	"product_image",
	"category",
	"subcategory",
	"super_subcategory",
	"brand",
	"banner",
	"gift_card",
	"promo_code",
	"contact_message",
	"user",
	"settings",
	"outbox_entry",
	"tax_document",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const auditDay = z
	.string()
	.trim()
	.regex(/^(\d{4}-\d{2}-\d{2})?$/, "Use a date like 2026-04-12")
	.optional()
	.transform((value) => (value ? value : undefined));

/** The audit log's filters (the list and its CSV export): staff member, entity, and days in India. */
export const adminAuditFilterFields = {
	actor_id: z.coerce.number().int().positive().optional(),
	entity: z.enum(AUDIT_ENTITIES, { error: "Unknown entity" }).optional(),
	entity_id: adminSearchField,
	/** changed on or after this day (India) */
	from: auditDay,
	/** changed on or before this day (India) */
	to: auditDay,
};
export const adminAuditExportQuerySchema = z.object(adminAuditFilterFields);
export const adminAuditQuerySchema = z.object({ ...adminPageQueryFields, ...adminAuditFilterFields });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z.object({
	id: z.number().int(),
	actor_id: z.number().int().nullable(),
	actor_name: z.string(),
	entity: z.string(),
	entity_id: z.string(),
	/** what the entry changed by its name (a product's or person's name, a code or title) when it has one */
	entity_name: z.string().nullable(),
	action: z.string(),
	before: z.unknown(),
	after: z.unknown(),
	created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditActorsResponseSchema = z.object({
	status: z.literal(true),
	response: z.array(z.object({ actor_id: z.number().int().nullable(), actor_name: z.string() })),
});

/* the outbox -------------------------------------------------------------- */

/**
 * The outbox's entries (messages and other outside effects written with the change that caused them,
 * delivered after commit): pending ones wait for delivery or a retry, dead ones failed every attempt and
 * wait for staff to retry them, done ones were delivered.
 */
export const OUTBOX_STATES = ["dead", "pending", "done"] as const;
export type OutboxEntryState = (typeof OUTBOX_STATES)[number];

export const adminOutboxQuerySchema = z.object({
	state: z.enum(OUTBOX_STATES, { error: "state must be dead, pending or done" }).default("dead"),
});

export const outboxAttemptSchema = z.object({
	attempt: z.number().int(),
	runner: z.string(),
	started_at: z.string(),
	finished_at: z.string(),
	/** null when the attempt delivered it */
	error: z.string().nullable(),
});

export const outboxEntrySchema = z.object({
	id: z.string(),
	type: z.string(),
	aggregate: z.string(),
	handler: z.string(),
	state: z.enum(OUTBOX_STATES),
	attempts: z.number().int(),
	available_at: z.string(),
	claimed_until: z.string().nullable(),
	last_error: z.string().nullable(),
	created_at: z.string(),
	done_at: z.string().nullable(),
	attempt_log: z.array(outboxAttemptSchema),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const adminOutboxResponseSchema = z.object({
	status: z.literal(true),
	response: z.object({
		counts: z.object({ dead: z.number().int(), pending: z.number().int(), done: z.number().int() }),
		entries: z.array(outboxEntrySchema),
	}),
});
export type AdminOutbox = z.infer<typeof adminOutboxResponseSchema>["response"];

export const adminOutboxEntryParamSchema = z.object({
	id: z.uuid({ error: "Not an outbox entry id" }),
});

/* staff and customers ----------------------------------------------------- */

/** An account as the console lists it. */
export const adminAccountSchema = z.object({
	user_id: z.number().int(),
	full_name: z.string(),
	email: z.string(),
	phone: z.string(),
	role: z.enum(USER_ROLES),
	created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminStaffQuerySchema = z.object({ ...adminPageQueryFields });

/** POST /api/admin/staff: make the registered customer with this phone a member of staff. */
export const adminGrantStaffSchema = z.object({
	phone: z
		.string({ error: "Phone number is required" })
		.trim()
		.regex(/^\d{10}$/, "Phone number must be 10 digits"),
	/** what they may do in the console (packages/shared/src/staff-access.ts); admin when not said */
	role: z.enum(STAFF_ROLES, { error: "role must be one of admin, orders, catalogue, support" }).default("admin"),
});
export type AdminGrantStaff = z.input<typeof adminGrantStaffSchema>;

/** PATCH /api/admin/staff/{id}: give a member of staff another role. */
export const adminStaffRoleSchema = z.object({
	role: z.enum(STAFF_ROLES, { error: "role must be one of admin, orders, catalogue, support" }),
});
export type AdminStaffRole = z.input<typeof adminStaffRoleSchema>;
