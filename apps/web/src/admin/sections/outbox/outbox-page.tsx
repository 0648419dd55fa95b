import { OUTBOX_STATES, type OutboxEntry, type OutboxEntryState } from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Card, PageHeader, Pill, type PillTone } from "../../ui/page.tsx";
import { useOutbox } from "./api/get-outbox.ts";
import { useRetryOutboxEntry } from "./api/retry-outbox-entry.ts";

const STATE_LABELS: Record<OutboxEntryState, string> = { dead: "Dead", pending: "Pending", done: "Delivered" };
const STATE_TONES: Record<OutboxEntryState, PillTone> = { dead: "red", pending: "yellow", done: "green" };

function EntryCard({ entry }: { entry: OutboxEntry }) {
	const retry = useRetryOutboxEntry();
	return (
		<li className="rounded-xl border border-slate-200 bg-white p-4">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<div>
					<span className="font-semibold">{entry.type}</span> · {entry.aggregate.replace(":", " #")} ·{" "}
					<span className="text-slate-600">{entry.handler}</span>
				</div>
				<div className="flex items-center gap-2">
					<Pill tone={STATE_TONES[entry.state]}>{STATE_LABELS[entry.state]}</Pill>
					{entry.state === "dead" ? (
						<Button size="sm" onClick={() => retry.mutate(entry.id)} disabled={retry.isPending}>
							Retry
						</Button>
					) : null}
				</div>
			</div>
			<p className="mt-1 text-sm text-slate-600">
				Written {formatDateTime(entry.created_at)} · {entry.attempts} attempt{entry.attempts === 1 ? "" : "s"}
				{entry.state === "pending" ? ` · next try ${formatDateTime(entry.available_at)}` : ""}
			</p>
			{retry.isError ? <Alert>{errorMessage(retry.error, "Could not retry it")}</Alert> : null}
			{entry.attempt_log.length > 0 ? (
				<ol className="mt-2 space-y-0.5 text-sm" aria-label="Attempts">
					{entry.attempt_log.map((attempt) => (
						<li key={attempt.attempt + attempt.started_at}>
							#{attempt.attempt} {formatDateTime(attempt.started_at)}:{" "}
							{attempt.error === null ? (
								<span className="text-green-700">delivered</span>
							) : (
								<span className="text-red-700">{attempt.error}</span>
							)}
						</li>
					))}
				</ol>
			) : null}
		</li>
	);
}

/** The outbox: messages the shop still has to deliver, those that failed every attempt (with a retry), those delivered. */
export default function OutboxPage() {
	const [state, setState] = useState<OutboxEntryState>("dead");
	const outbox = useOutbox(state);
	return (
		<>
			<PageHeader title="Outbox" />
			<fieldset className="mb-4 flex flex-wrap gap-2" aria-label="Show">
				{OUTBOX_STATES.map((option) => (
					<Button
						key={option}
						size="sm"
						variant={option === state ? "primary" : "secondary"}
						aria-pressed={option === state}
						onClick={() => setState(option)}
					>
						{STATE_LABELS[option]}
						{outbox.data ? ` (${outbox.data.counts[option]})` : ""}
					</Button>
				))}
			</fieldset>
			{outbox.isPending ? (
				<p role="status">Loading the outbox…</p>
			) : outbox.isError ? (
				<Alert>{errorMessage(outbox.error, "Could not load the outbox")}</Alert>
			) : outbox.data.entries.length === 0 ? (
				<Card>
					<p className="text-slate-600">
						{state === "dead" ? "Nothing has failed: every message was delivered or is on its way." : "None."}
					</p>
				</Card>
			) : (
				<ul className="space-y-3">
					{outbox.data.entries.map((entry) => (
						<EntryCard key={entry.id} entry={entry} />
					))}
				</ul>
			)}
		</>
	);
}
