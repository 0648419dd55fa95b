import { z } from "zod";
import * as m from "../messages/privacy.ts";
import { otpSchema } from "./common.ts";

/** Grievances (issue 30 item 3): the public form, its answer, the account's list and the console's queue. */

export const GRIEVANCE_TOPICS = ["order", "payment", "product", "privacy", "other"] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];
export const GRIEVANCE_LIMITS = { nameMin: 2, nameMax: 80, messageMin: 20, messageMax: 4000 } as const;
/** Consumer Protection (E-Commerce) Rules 2020 r.4(5): acknowledge within 48 hours, resolve within one month. */
export const GRIEVANCE_ACK_HOURS = 48;
export const GRIEVANCE_RESOLVE_DAYS = 30;
export const GRIEVANCE_TICKET_PATTERN = /^G\d{6,}$/;

const optionalText = (schema: z.ZodType<string>) =>
	z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

/** POST /api/grievances, and the grievance officer page's form. */
export const grievanceRequestSchema = z.object({
	name: z
		.string({ error: m.nameRequired })
		.trim()
		.min(1, { error: m.nameRequired, abort: true })
		.min(GRIEVANCE_LIMITS.nameMin, { error: m.nameShort, abort: true })
		.max(GRIEVANCE_LIMITS.nameMax, m.nameLong),
	email: z
		.string({ error: m.emailRequired })
		.trim()
		.min(1, { error: m.emailRequired, abort: true })
		.max(254, m.emailInvalid)
		.pipe(z.email(m.emailInvalid))
		.transform((email) => email.toLowerCase()),
	phone: optionalText(
		z
			.string()
			.trim()
			.regex(/^\d{10}$/, m.phoneInvalid),
	),
	topic: z.enum(GRIEVANCE_TOPICS, { error: m.topicInvalid }),
	order_ref: optionalText(
		z
			.string()
			.trim()
			.regex(/^[A-Za-z0-9-]{1,40}$/, m.orderInvalid),
	),
	message: z
		.string({ error: m.messageRequired })
		.trim()
		.min(1, { error: m.messageRequired, abort: true })
		.min(GRIEVANCE_LIMITS.messageMin, { error: m.messageShort, abort: true })
		.max(GRIEVANCE_LIMITS.messageMax, m.messageLong),
});
export type GrievanceRequest = z.input<typeof grievanceRequestSchema>;

export const grievanceStatusSchema = z.enum(["open", "acknowledged", "resolved"]);
export type GrievanceStatus = z.infer<typeof grievanceStatusSchema>;

export const grievanceResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({ ticket: z.string() }),
});
export type GrievanceResponse = z.infer<typeof grievanceResponseSchema>;

export const grievanceOfficerSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

export const grievanceOfficerResponseSchema = z.object({
	status: z.literal(true),
	response: grievanceOfficerSchema.nullable(),
});
export type GrievanceOfficerResponse = z.infer<typeof grievanceOfficerResponseSchema>;

/** One of the shopper's own tickets, as the account lists it. */
export const myGrievanceSchema = z.object({
	ticket: z.string(),
	topic: z.enum(GRIEVANCE_TOPICS),
	status: grievanceStatusSchema,
	created_at: z.string(),
	acknowledged_at: z.string().nullable(),
	resolved_at: z.string().nullable(),
	resolution_note: z.string().nullable(),
});
export const myGrievancesResponseSchema = z.object({ status: z.literal(true), grievances: z.array(myGrievanceSchema) });
export type MyGrievancesResponse = z.infer<typeof myGrievancesResponseSchema>;

/** The console's queue: a ticket with its clock. */
export const adminGrievanceSchema = myGrievanceSchema.extend({
	id: z.number().int(),
	name: z.string(),
	email: z.string(),
	phone: z.string().nullable(),
	order_ref: z.string().nullable(),
	message: z.string(),
	user_id: z.number().int().nullable(),
	acknowledged_by: z.string().nullable(),
	resolved_by: z.string().nullable(),
	age_hours: z.number().int(),
	ack_due_at: z.string(),
	resolve_due_at: z.string(),
	/** "ok" while within its limits, "ack_overdue" past 48 h unacknowledged, "resolve_overdue" past 30 days open */
	clock: z.enum(["ok", "ack_overdue", "resolve_overdue", "done"]),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

export const adminGrievanceListQuerySchema = z.object({
	state: z.enum(["open", "all"]).default("open"),
	page: z.coerce.number().int().min(1).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminGrievanceActionSchema = z.object({
	note: z.string().trim().min(1, "Please write a note").max(4000, "Note must be at most 4000 characters"),
});

export const adminGrievanceOfficerSchema = z.object({
	name: z.string().trim().min(2, "Name must be at least 2 characters").max(80, "Name must be at most 80 characters"),
	email: z.string().trim().pipe(z.email("Please enter a valid email address")),
	phone: z
		.string()
		.trim()
		.regex(/^\+?[\d -]{10,16}$/, "Please enter a valid phone number"),
});

/**
 * Issue 30 item 2: erasure. Tax invoices and credit notes are kept 72 months after the due date of the annual
 * return of their financial year (CGST §36 read with §44: 31 December after the year ends).
 */
export const TAX_RECORD_KEEP_MONTHS = 72;
/** Retention (issue 30 item 4): days after which data whose purpose has ended is deleted. */
export const RETENTION_DAYS = {
	/** one-time codes and their attempts */
	otpChallenges: 30,
	/** sessions that expired or were ended */
	endedSessions: 90,
	/** contact messages the staff marked handled */
	contactMessages: 180,
	/** resolved grievances (their ticket and resolution stay; name, e-mail, phone and message go) */
	resolvedGrievances: 180,
	/** the record of a deleted account (so a second request is told it is done) and of retention runs */
	retentionRuns: 180,
	/** carts not touched since (a logged-in shopper's cart lines) */
	abandonedCarts: 90,
	/** "Notify me" alerts sent or stopped */
	closedAlerts: 90,
	/** log files in LOG_DIR */
	logFiles: 30,
} as const;
/** How long a data download is offered after it is made (issue 30 item 2). */
export const DATA_EXPORT_VALID_DAYS = 7;

/**
 * The retention periods the owner may change (Console → Settings → Retention), in days. Each at least 1 and at
 * most 3650: a period of 0 would delete what a running process still needs.
 */
/** a retention period as the console form sends it (check-texts: console) */
const retentionDays = (label: string) =>
	z
		.number({ error: `${label}: please enter a number of days` })
		.int(`${label}: please enter whole days`)
		.min(1, `${label}: at least 1 day`)
		.max(3650, `${label}: at most 3650 days`);
export const retentionSettingsSchema = z.object({
	otpChallenges: retentionDays("One-time codes"),
	endedSessions: retentionDays("Ended sessions"),
	abandonedCarts: retentionDays("Abandoned carts"),
	closedAlerts: retentionDays("Closed alerts"),
	contactMessages: retentionDays("Contact messages"),
	resolvedGrievances: retentionDays("Resolved grievances"),
	logFiles: retentionDays("Log files"),
	retentionRuns: retentionDays("Retention runs"),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
export const adminRetentionSchema = z.object({
	settings: retentionSettingsSchema,
	runs: z.array(z.object({ ran_at: z.string(), deleted: z.record(z.string(), z.number()) })),
});
export const adminRetentionResponseSchema = z.object({ status: z.literal(true), response: adminRetentionSchema });
export type AdminRetentionResponse = z.infer<typeof adminRetentionResponseSchema>;

/** POST /api/users/privacy/exports: a fresh one-time code sent to the account's phone. */
export const dataExportRequestSchema = z.object({ otp: otpSchema });
export type DataExportRequest = z.input<typeof dataExportRequestSchema>;
export const dataExportSchema = z.object({
	/** the link's random part: GET /api/users/privacy/exports/{token} answers the ZIP */
	token: z.string(),
	status: z.enum(["pending", "ready"]),
	requested_at: z.string(),
	ready_at: z.string().nullable(),
	/** the link works until then (7 days after it was made) */
	expires_at: z.string().nullable(),
	file_name: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: dataExportSchema,
});
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;
export const dataExportsResponseSchema = z.object({ status: z.literal(true), response: z.array(dataExportSchema) });
export type DataExportsResponse = z.infer<typeof dataExportsResponseSchema>;

/** POST /api/users/privacy/delete: a fresh one-time code sent to the account's phone. */
export const accountDeletionRequestSchema = z.object({ otp: otpSchema });
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

export const erasurePlanSchema = z.object({
	/** what is erased at once */
	erased: z.array(z.string()),
	/** what is kept, why and until when (YYYY-MM-DD, null while it cannot be known yet) */
	kept: z.array(z.object({ what: z.string(), why: z.string(), until: z.string().nullable() })),
	/** why the account cannot be deleted now (an order in progress); empty when it can */
	blockers: z.array(z.string()),
});
export type ErasurePlan = z.infer<typeof erasurePlanSchema>;
export const erasurePlanResponseSchema = z.object({ status: z.literal(true), response: erasurePlanSchema });
export type ErasurePlanResponse = z.infer<typeof erasurePlanResponseSchema>;

export const accountDeletionResponseSchema = z.object({
	status: z.literal(true),
	message: z.string(),
	response: z.object({ deleted: z.literal(true), kept: erasurePlanSchema.shape.kept }),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

/** Everything held about a customer, as one JSON document (the ZIP's JSON; the console's customer-data export). */
export const personalDataSchema = z.object({
	format: z.literal("pitara-personal-data/1"),
	generated_at: z.string(),
	profile: z.record(z.string(), z.unknown()),
	addresses: z.array(z.record(z.string(), z.unknown())),
	orders: z.array(z.record(z.string(), z.unknown())),
	invoices: z.array(z.record(z.string(), z.unknown())),
	cart: z.array(z.record(z.string(), z.unknown())),
	wishlist: z.array(z.record(z.string(), z.unknown())),
	reviews: z.array(z.record(z.string(), z.unknown())),
	grievances: z.array(z.record(z.string(), z.unknown())),
	contact_messages: z.array(z.record(z.string(), z.unknown())),
	newsletter: z.object({ subscribed: z.boolean(), since: z.string().nullable() }),
	alerts: z.array(z.record(z.string(), z.unknown())),
	consents: z.array(z.record(z.string(), z.unknown())),
	messages_sent: z.array(z.record(z.string(), z.unknown())),
	staff_reads: z.array(z.object({ at: z.string(), staff: z.string(), what: z.string() })),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
export const personalDataResponseSchema = z.object({ status: z.literal(true), response: personalDataSchema });
export type PersonalDataResponse = z.infer<typeof personalDataResponseSchema>;
