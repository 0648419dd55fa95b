import { privacyMessages as m } from "@pitara/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { useMyGrievances } from "../api/get-my-grievances.ts";

const TONE = {
	open: "bg-amber-100 text-amber-900",
	acknowledged: "bg-sky-100 text-sky-900",
	resolved: "bg-emerald-100 text-emerald-900",
} as const;

/** The shopper's own grievances and where each stands, with the shop's answer once resolved. */
export function MyGrievances({ userId }: { userId: number }) {
	const grievances = useMyGrievances(userId);
	if (grievances.isPending) return <Spinner label={m.loadingGrievances} />;
	if (grievances.isError) return <Alert>{errorMessage(grievances.error)}</Alert>;
	if (grievances.data.length === 0) return <p className="text-sm text-slate-600">{m.accountEmpty}</p>;
	return (
		<ul className="divide-y divide-slate-100">
			{grievances.data.map((g) => (
				<li key={g.ticket} className="py-3">
					<div className="flex flex-wrap items-center justify-between gap-2">
						<p className="font-semibold text-slate-900">
							{g.ticket} <span className="font-normal text-slate-600">· {m.topics[g.topic]}</span>
						</p>
						<span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[g.status]}`}>
							{m.status[g.status]}
						</span>
					</div>
					<p className="text-xs text-slate-500">{m.filedOn(formatDate(g.created_at))}</p>
					{g.resolution_note ? (
						<div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
							<p className="font-semibold">
								{m.resolutionLabel} · {formatDateTime(g.resolved_at)}
							</p>
							<p className="whitespace-pre-line">{g.resolution_note}</p>
						</div>
					) : null}
				</li>
			))}
		</ul>
	);
}
