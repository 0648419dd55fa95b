import { AUDIT_ENTITIES, type AuditEntry } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { downloadAdminFile } from "../../lib/admin-api.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader } from "../../ui/page.tsx";
import { useAuditActors } from "./api/get-audit-actors.ts";
import { useAuditLog } from "./api/get-audit-log.ts";
import { describeChange } from "./components/describe-change.ts";

const FILTERS = ["actor_id", "entity", "entity_id", "from", "to"] as const;
const entityLabel = (entity: string) => {
	const words = entity.replace(/_/g, " ");
	return words.charAt(0).toUpperCase() + words.slice(1);
};

const columns: Column<AuditEntry>[] = [
	{ header: "When", cell: (entry) => formatDateTime(entry.created_at) },
	{ header: "Staff member", cell: (entry) => entry.actor_name },
	{
		header: "What",
		primary: true,
		cell: (entry) => (
			<span>
				{entityLabel(entry.entity)} {entry.entity_name ? `“${entry.entity_name}”` : `#${entry.entity_id}`} ·{" "}
				{entry.action.replace(/_/g, " ")}
			</span>
		),
	},
	{
		header: "Change",
		cell: (entry) => {
			const changes = describeChange(entry.before, entry.after);
			if (changes.length === 0) return <span className="text-slate-500">no field changed</span>;
			return (
				<ul className="space-y-0.5">
					{changes.map((change) => (
						<li key={change.field} className="break-words">
							<span className="font-medium">{change.field.replace(/_/g, " ")}</span>: {change.before} → {change.after}
						</li>
					))}
				</ul>
			);
		},
	},
];

/** Every change the staff made: who, when (India time), what (by name), before and after; as CSV too. */
export default function AuditPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const toast = useToast();
	const [exporting, setExporting] = useState(false);
	const actors = useAuditActors();
	const log = useAuditLog({
		page,
		actor_id: filters.actor_id ? Number(filters.actor_id) : undefined,
		entity: (filters.entity || undefined) as (typeof AUDIT_ENTITIES)[number] | undefined,
		entity_id: filters.entity_id || undefined,
		from: filters.from || undefined,
		to: filters.to || undefined,
	});
	const exportCsv = async () => {
		setExporting(true);
		try {
			const query = new URLSearchParams(
				Object.entries(filters).filter((pair): pair is [string, string] => Boolean(pair[1])),
			).toString();
			await downloadAdminFile(`/audit/export.csv${query ? `?${query}` : ""}`, "pitara-audit.csv");
		} catch (caught) {
			toast.error(errorMessage(caught, "Could not export the audit log"));
		} finally {
			setExporting(false);
		}
	};
	return (
		<>
			<PageHeader
				title="Audit log"
				actions={
					<Button variant="secondary" loading={exporting} onClick={exportCsv}>
						Download CSV
					</Button>
				}
			/>
			<FilterBar onClear={clear}>
				<SelectFilter
					label="Staff member"
					value={filters.actor_id}
					onChange={(value) => setFilter("actor_id", value)}
					anyLabel="Anyone"
					options={(actors.data ?? [])
						.filter((actor) => actor.actor_id !== null)
						.map((actor) => ({ value: String(actor.actor_id), label: actor.actor_name }))}
				/>
				<SelectFilter
					label="Entity"
					value={filters.entity}
					onChange={(value) => setFilter("entity", value)}
					options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
				/>
				<SearchFilter
					label="Entity id"
					value={filters.entity_id}
					onChange={(value) => setFilter("entity_id", value)}
					placeholder="e.g. 1042"
				/>
				<DateFilter label="From" value={filters.from} onChange={(value) => setFilter("from", value)} />
				<DateFilter label="To" value={filters.to} onChange={(value) => setFilter("to", value)} />
			</FilterBar>
			<DataTable
				caption="Audit log"
				query={log}
				columns={columns}
				rowKey={(entry) => entry.id}
				empty="No staff change matches these filters."
				page={page}
				onPageChange={setPage}
			/>
		</>
	);
}
