import {
	type AdminMessageTemplate,
	adminMessagePreviewQuerySchema,
	adminMessagePreviewSchema,
	adminMessageTemplateEditSchema,
	adminMessageTemplateParamSchema,
	adminMessageTemplateSchema,
	adminMessageTemplatesResponseSchema,
	adminMessageTestSchema,
	adminOneOf,
} from "@pitara/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound, unprocessable } from "../../lib/errors.ts";
import { audited } from "../../modules/audit/index.ts";
import {
	type CatalogueEntry,
	editTemplate,
	type MessageTemplate,
	matchBody,
	messageCatalogue,
	previewTemplate,
	recentRefusals,
	requestTestMessage,
	sampleText,
	TemplateEditError,
	templateDefault,
} from "../../modules/messaging/index.ts";
import { staffOf } from "./staff-guard.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const toView = (entry: CatalogueEntry): AdminMessageTemplate => {
	const t = entry.template;
	return {
		key: t.key,
		language: t.language,
		label: entry.label,
		edited: entry.edited,
		sms_entity_id: t.smsEntityId,
		sms_header: t.smsHeader,
		sms_template_id: t.smsTemplateId,
		dlt_category: t.dltCategory,
		sms_body: t.smsBody,
		wa_template_name: t.waTemplateName,
		wa_language: t.waLanguage,
		wa_category: t.waCategory,
		link_domains: t.linkDomains,
		sample_values: entry.sample,
		sample_text: previewTemplate(t, entry.sample).text,
	};
};

function defaultOrNotFound(key: string, language: string) {
	const entry = templateDefault(key, language);
	if (!entry) throw notFound("No such message template", "MESSAGE_TEMPLATE_NOT_FOUND");
	return entry;
}

/**
 * Settings → Messages (issue 26 item 1): the message templates each event is
 * sent as (DLT IDs, header, category, registered body; WhatsApp template),
 * the message health panel (texts refused before they left), a preview of a
 * body and "Send a test" (through the outbox, checked like any message).
 */
export const messageTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/message-templates",
		{
			schema: {
				summary: "Every event's message template (staff's edit, else the default) and the refused messages",
				response: { 200: adminMessageTemplatesResponseSchema },
			},
		},
		async () => {
			const [catalogue, refusals] = await Promise.all([
				messageCatalogue(app.db),
				recentRefusals(app.db, new Date(Date.now() - 30 * DAY_MS)),
			]);
			return {
				status: true as const,
				response: {
					templates: catalogue.map(toView),
					health: {
						refused_last_30_days: refusals.count,
						refusals: refusals.rows.map((row) => ({
							id: row.id,
							channel: row.channel,
							recipient: row.recipient,
							template_key: row.templateKey,
							text: row.text,
							reason: row.reason,
							created_at: row.createdAt.toISOString(),
						})),
					},
				},
			};
		},
	);

	app.get(
		"/message-templates/:key/:language/preview",
		{
			schema: {
				summary: "A body filled with the event's sample values, and whether the shop's messages would match it",
				params: adminMessageTemplateParamSchema,
				querystring: adminMessagePreviewQuerySchema,
				response: { 200: adminOneOf(adminMessagePreviewSchema) },
			},
		},
		async (request) => {
			const { key, language } = request.params;
			const entry = defaultOrNotFound(key, language);
			const domains = request.query.link_domains
				.split(/[\s,]+/)
				.map((domain) => domain.trim().toLowerCase())
				.filter(Boolean);
			const template = { key, smsBody: request.query.body, linkDomains: domains } as MessageTemplate;
			const preview = previewTemplate(template, entry.sample);
			const sendsMatch = matchBody(request.query.body, sampleText(entry, language)) !== null;
			const response =
				preview.ok && !sendsMatch
					? {
							...preview,
							ok: false,
							reason: `the shop sends "${sampleText(entry, language)}", which this body does not match`,
						}
					: preview;
			return { status: true as const, response };
		},
	);

	app.put(
		"/message-templates/:key/:language",
		{
			schema: {
				summary: "Saves a template as registered with DLT and WhatsApp (its body must still match what the shop sends)",
				params: adminMessageTemplateParamSchema,
				body: adminMessageTemplateEditSchema,
				response: { 200: adminOneOf(adminMessageTemplateSchema) },
			},
		},
		async (request) => {
			const { key, language } = request.params;
			const entry = defaultOrNotFound(key, language);
			const body = request.body;
			const saved = await audited(
				app.db,
				staffOf(request),
				{ entity: "message_template", action: "update" },
				async (tx) => {
					let change: Awaited<ReturnType<typeof editTemplate>>;
					try {
						change = await editTemplate(tx, entry, language, {
							smsEntityId: body.sms_entity_id,
							smsHeader: body.sms_header,
							smsTemplateId: body.sms_template_id,
							dltCategory: body.dlt_category,
							smsBody: body.sms_body,
							waTemplateName: body.wa_template_name,
							waLanguage: body.wa_language,
							waCategory: body.wa_category,
							linkDomains: [...new Set(body.link_domains)],
						});
					} catch (error) {
						if (error instanceof TemplateEditError) throw unprocessable(error.message, "MESSAGE_TEMPLATE_MISMATCH");
						throw error;
					}
					return { entityId: `${key}:${language}`, before: change.before, after: change.after, result: change.after };
				},
			);
			return {
				status: true as const,
				message: "Template saved",
				response: toView({ template: saved, label: entry.label, edited: true, sample: entry.sample }),
			};
		},
	);

	app.post(
		"/message-templates/:key/:language/test",
		{
			schema: {
				summary: "Sends the event's sample message to a phone, through the outbox (checked like any message)",
				params: adminMessageTemplateParamSchema,
				body: adminMessageTestSchema,
				response: { 200: adminOneOf(adminMessagePreviewSchema) },
			},
		},
		async (request) => {
			const { key, language } = request.params;
			const entry = defaultOrNotFound(key, language);
			await audited(app.db, staffOf(request), { entity: "message_template", action: "send_test" }, async (tx) => {
				const eventId = await requestTestMessage(tx, entry, request.body.phone, language);
				return { entityId: `${key}:${language}`, before: null, after: { eventId }, result: eventId };
			});
			app.outbox.nudge();
			return {
				status: true as const,
				message: "Test message queued",
				response: { text: sampleText(entry, language), ok: true, reason: null },
			};
		},
	);
};
