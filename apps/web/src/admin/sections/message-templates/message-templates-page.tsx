import {
	type AdminMessageTemplate,
	type AdminMessageTemplateEdit,
	DLT_CATEGORIES,
	WHATSAPP_CATEGORIES,
} from "@pitara/shared";
import { cloneElement, type FormEvent, type ReactElement, useId, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Card, PageHeader, Pill } from "../../ui/page.tsx";
import { useMessageTemplates, usePreviewMessage, useSaveMessageTemplate, useSendTestMessage } from "./api.ts";

const input = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";

/** A label and its one control (given the label's id). */
function Field({ label, children }: { label: string; children: ReactElement<{ id?: string }> }) {
	const id = useId();
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium text-slate-700">
				{label}
			</label>
			{cloneElement(children, { id })}
		</div>
	);
}

function TemplateForm({ template }: { template: AdminMessageTemplate }) {
	const { key, language, label, edited, sample_text, sample_values, ...initial } = template;
	const [edit, setEdit] = useState<AdminMessageTemplateEdit>(initial);
	const [domains, setDomains] = useState(initial.link_domains.join(", "));
	const [phone, setPhone] = useState("");
	const save = useSaveMessageTemplate(template);
	const preview = usePreviewMessage(template);
	const test = useSendTestMessage(template);
	const set = (field: keyof AdminMessageTemplateEdit) => (event: { target: { value: string } }) =>
		setEdit({ ...edit, [field]: event.target.value });
	const onSave = (event: FormEvent) => {
		event.preventDefault();
		save.mutate({ ...edit, link_domains: domains.split(/[\s,]+/).filter(Boolean) });
	};
	return (
		<form onSubmit={onSave} className="mt-3 grid gap-3 sm:grid-cols-2" aria-label={`Edit ${label}`}>
			<Field label="DLT entity ID">
				<input className={input} value={edit.sms_entity_id} onChange={set("sms_entity_id")} />
			</Field>
			<Field label="Header (sender ID)">
				<input className={input} value={edit.sms_header} onChange={set("sms_header")} />
			</Field>
			<Field label="DLT template ID">
				<input className={input} value={edit.sms_template_id} onChange={set("sms_template_id")} />
			</Field>
			<Field label="DLT category">
				<select className={input} value={edit.dlt_category} onChange={set("dlt_category")}>
					{DLT_CATEGORIES.map((category) => (
						<option key={category}>{category}</option>
					))}
				</select>
			</Field>
			<div className="sm:col-span-2">
				<Field label="Registered body ({#var#} for each variable)">
					<textarea className={input} rows={3} value={edit.sms_body} onChange={set("sms_body")} />
				</Field>
			</div>
			<Field label="WhatsApp template name">
				<input className={input} value={edit.wa_template_name} onChange={set("wa_template_name")} />
			</Field>
			<Field label="WhatsApp language">
				<input className={input} value={edit.wa_language} onChange={set("wa_language")} />
			</Field>
			<Field label="WhatsApp category">
				<select className={input} value={edit.wa_category} onChange={set("wa_category")}>
					{WHATSAPP_CATEGORIES.map((category) => (
						<option key={category}>{category}</option>
					))}
				</select>
			</Field>
			<Field label="Allowed link domains">
				<input className={input} value={domains} onChange={(event) => setDomains(event.target.value)} />
			</Field>
			<div className="flex flex-wrap gap-2 sm:col-span-2">
				<Button type="submit" size="sm" disabled={save.isPending}>
					Save
				</Button>
				<Button
					type="button"
					size="sm"
					variant="secondary"
					onClick={() => preview.mutate({ body: edit.sms_body, domains })}
				>
					Preview
				</Button>
			</div>
			{save.isError ? <Alert>{errorMessage(save.error, "Could not save the template")}</Alert> : null}
			{save.isSuccess ? <p role="status">Template saved</p> : null}
			{preview.data ? (
				<div className="sm:col-span-2" role="status" aria-label="Preview">
					<p className="rounded-lg bg-slate-100 p-3 text-sm">{preview.data.text}</p>
					<p className={preview.data.ok ? "text-green-700" : "text-red-700"}>
						{preview.data.ok ? "Matches: messages will be sent" : `Refused: ${preview.data.reason}`}
					</p>
				</div>
			) : null}
			<div className="flex flex-wrap items-end gap-2 sm:col-span-2">
				<Field label="Send a test to">
					<input className={input} inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
				</Field>
				<Button
					type="button"
					size="sm"
					variant="secondary"
					onClick={() => test.mutate(phone)}
					disabled={test.isPending}
				>
					Send a test
				</Button>
			</div>
			{test.isError ? <Alert>{errorMessage(test.error, "Could not send the test")}</Alert> : null}
			{test.isSuccess ? <p role="status">Test message queued: "{sample_text}"</p> : null}
		</form>
	);
}

function TemplateRow({ template }: { template: AdminMessageTemplate }) {
	const [open, setOpen] = useState(false);
	return (
		<li className="rounded-xl border border-slate-200 bg-white p-4">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<div>
					<span className="font-semibold">{template.label}</span> · {template.language} ·{" "}
					<span className="text-slate-600">{template.sms_template_id}</span>
				</div>
				<div className="flex items-center gap-2">
					<Pill tone={template.dlt_category === "promotional" ? "yellow" : "green"}>{template.dlt_category}</Pill>
					{template.edited ? null : <Pill tone="yellow">default IDs</Pill>}
					<Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
						{open ? "Close" : "Edit"}
					</Button>
				</div>
			</div>
			<p className="mt-1 text-sm text-slate-600">{template.sms_body}</p>
			{open ? <TemplateForm template={template} /> : null}
		</li>
	);
}

/** Settings → Messages: each event's SMS (DLT) and WhatsApp template, and the messages refused before they left. */
export default function MessageTemplatesPage() {
	const templates = useMessageTemplates();
	if (templates.isPending) return <p role="status">Loading the message templates…</p>;
	if (templates.isError) return <Alert>{errorMessage(templates.error, "Could not load the message templates")}</Alert>;
	const { health } = templates.data;
	return (
		<>
			<PageHeader title="Message templates" />
			<Card title="Message health">
				<p>
					{health.refused_last_30_days === 0
						? "No message was refused in the last 30 days."
						: `${health.refused_last_30_days} message(s) refused in the last 30 days: they matched no registered template and were not sent.`}
				</p>
				{health.refusals.length > 0 ? (
					<ul className="mt-2 space-y-1 text-sm" aria-label="Refused messages">
						{health.refusals.map((refusal) => (
							<li key={refusal.id}>
								{formatDateTime(refusal.created_at)} · {refusal.channel} to {refusal.recipient} ·{" "}
								<span className="text-red-700">{refusal.reason}</span>: “{refusal.text}”
							</li>
						))}
					</ul>
				) : null}
			</Card>
			<ul className="mt-4 space-y-3">
				{templates.data.templates.map((template) => (
					<TemplateRow key={`${template.key}:${template.language}`} template={template} />
				))}
			</ul>
		</>
	);
}
