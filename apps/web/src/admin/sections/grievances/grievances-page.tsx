import { type AdminGrievance, privacyMessages as m } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { FilterBar, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { type GrievanceAction, useAnswerGrievance } from "./api/answer-grievance.ts";
import { useGrievances } from "./api/get-grievances.ts";

const FILTERS = ["show"] as const;

/** The ticket's clock as the staff read it: how old, and which of the law's limits is near or passed. */
function Clock({ g }: { g: AdminGrievance }) {
	const age = g.age_hours < 48 ? `${g.age_hours} h old` : `${Math.floor(g.age_hours / 24)} days old`;
	if (g.clock === "done") return <Pill tone="green">Resolved</Pill>;
	if (g.clock === "ack_overdue") return <Pill tone="red">{age} · acknowledgement overdue</Pill>;
	if (g.clock === "resolve_overdue") return <Pill tone="red">{age} · resolution overdue</Pill>;
	const due =
		g.status === "open"
			? `acknowledge by ${formatDateTime(g.ack_due_at)}`
			: `resolve by ${formatDateTime(g.resolve_due_at)}`;
	return (
		<span className="text-sm">
			<Pill tone={g.status === "open" ? "yellow" : "blue"}>{age}</Pill>
			<span className="mt-1 block text-xs text-slate-600">{due}</span>
		</span>
	);
}

/** Grievances, oldest first, with the 48-hour and 30-day clock; the staff acknowledge and resolve with a note. */
export default function GrievancesPage() {
	const { page, filters, setFilter, setPage } = useListParams(FILTERS);
	const all = filters.show === "all";
	const grievances = useGrievances(page, all);
	const answer = useAnswerGrievance();
	const toast = useToast();
	const [open, setOpen] = useState<{ g: AdminGrievance; action: GrievanceAction } | null>(null);
	const [note, setNote] = useState("");

	const close = () => {
		setOpen(null);
		setNote("");
		answer.reset();
	};
	const submit = () => {
		if (!open) return;
		answer.mutate(
			{ id: open.g.id, action: open.action, note },
			{
				onSuccess: (done) => {
					toast.success(done.message);
					close();
				},
			},
		);
	};
	const noteError =
		answer.error instanceof ApiError
			? (answer.error.fieldMessage("note") ?? errorMessage(answer.error))
			: answer.error
				? errorMessage(answer.error)
				: undefined;

	const columns: Column<AdminGrievance>[] = [
		{
			header: "Ticket",
			primary: true,
			cell: (g) => (
				<span>
					{g.ticket}
					<span className="block text-sm font-normal text-slate-600">{m.topics[g.topic]}</span>
				</span>
			),
		},
		{
			header: "From",
			cell: (g) => (
				<span className="text-sm">
					{g.name}
					<a href={`mailto:${g.email}`} className="block break-all text-brand-700 hover:underline">
						{g.email}
					</a>
					{g.phone ? <span className="block">{g.phone}</span> : null}
					{g.order_ref ? <span className="block text-slate-600">Order {g.order_ref}</span> : null}
				</span>
			),
		},
		{ header: "Filed", cell: (g) => formatDateTime(g.created_at) },
		{ header: "Clock", cell: (g) => <Clock g={g} /> },
		{
			header: "Grievance",
			cell: (g) => (
				<div className="max-w-prose text-sm">
					<p className="whitespace-pre-line break-words">{g.message}</p>
					{g.resolution_note ? (
						<p className="mt-2 rounded bg-green-50 p-2 text-green-900">
							{m.resolutionLabel}: {g.resolution_note}
							{g.resolved_by ? ` (${g.resolved_by})` : ""}
						</p>
					) : g.acknowledged_by ? (
						<p className="mt-2 text-xs text-slate-600">Acknowledged by {g.acknowledged_by}</p>
					) : null}
				</div>
			),
		},
		{
			header: "Action",
			actions: true,
			cell: (g) =>
				g.status === "resolved" ? null : (
					<span className="flex flex-wrap gap-2">
						{g.status === "open" ? (
							<Button size="sm" variant="secondary" onClick={() => setOpen({ g, action: "acknowledge" })}>
								Acknowledge
							</Button>
						) : null}
						<Button size="sm" onClick={() => setOpen({ g, action: "resolve" })}>
							Resolve
						</Button>
					</span>
				),
		},
	];

	return (
		<>
			<PageHeader title="Grievances" />
			<p className="mb-4 max-w-3xl text-sm text-slate-600">
				The law gives 48 hours to acknowledge a grievance and 30 days to resolve it. The shopper sees each note on their
				account.
			</p>
			<FilterBar>
				<SelectFilter
					label="Show"
					value={all ? "all" : ""}
					onChange={(value) => setFilter("show", value)}
					anyLabel="Open"
					options={[{ value: "all", label: "All grievances" }]}
				/>
			</FilterBar>
			<DataTable
				caption="Grievances"
				query={grievances}
				columns={columns}
				rowKey={(g) => g.id}
				empty={all ? "No grievance yet." : "Every grievance is resolved."}
				page={page}
				onPageChange={setPage}
			/>
			<Modal
				open={open !== null}
				onClose={close}
				title={open ? `${open.action === "acknowledge" ? "Acknowledge" : "Resolve"} ${open.g.ticket}` : ""}
				footer={
					<>
						<Button variant="secondary" onClick={close}>
							Cancel
						</Button>
						<Button onClick={submit} loading={answer.isPending}>
							{open?.action === "acknowledge" ? "Acknowledge" : "Resolve"}
						</Button>
					</>
				}
			>
				<label htmlFor="grievance-note" className="mb-1 block text-sm font-medium text-slate-700">
					{open?.action === "resolve" ? "Resolution (the shopper reads it)" : "Note"}
				</label>
				<textarea
					id="grievance-note"
					rows={4}
					value={note}
					onChange={(event) => setNote(event.target.value)}
					aria-invalid={noteError ? true : undefined}
					className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
				/>
				{noteError ? <p className="mt-1 text-sm text-red-700">{noteError}</p> : null}
			</Modal>
		</>
	);
}
