import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { downloadAdminFile } from "../../lib/admin-api.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import { useShipmentQueue } from "./api/shipments.ts";
import { printLabels } from "./components/shipments-card.tsx";

/** Today in India (YYYY-MM-DD): the manifest's default day. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const QUEUES = {
	ready: "Ready to ship",
	ndr: "Delivery failed (NDR)",
	failed: "Booking failed",
	moving: "On the way",
	rto: "Returning (RTO)",
} as const;
type Queue = keyof typeof QUEUES;

/**
 * The parcel queues: Ready to ship (booked, not yet picked up: select many, print their labels in one PDF),
 * failed deliveries (NDR, with the courier's reason), failed bookings, parcels on the way.
 */
export default function ReadyToShipPage() {
	const [params, setParams] = useSearchParams();
	const name = (params.get("queue") ?? "ready") as Queue;
	const current: Queue = name in QUEUES ? name : "ready";
	const queue = useShipmentQueue(current);
	const [selected, setSelected] = useState<Set<number>>(new Set());
	const [error, setError] = useState<string | null>(null);
	const [day, setDay] = useState(todayInIndia);
	const rows = queue.data ?? [];
	const toggle = (id: number) =>
		setSelected((current) => {
			const next = new Set(current);
			if (next.has(id)) next.delete(id);
			else next.add(id);
			return next;
		});
	return (
		<>
			<PageHeader
				title={QUEUES[current]}
				back={{ to: "/orders", label: "Orders" }}
				actions={
					<div className="flex flex-wrap items-center gap-2">
						<Button
							size="sm"
							disabled={selected.size === 0}
							onClick={() => {
								setError(null);
								printLabels([...selected]).catch((e: unknown) => setError(errorMessage(e)));
							}}
						>
							Print labels ({selected.size})
						</Button>
						<input
							type="date"
							aria-label="Manifest day"
							value={day}
							onChange={(event) => setDay(event.target.value)}
							className="rounded-md border border-slate-300 px-2 py-1 text-sm"
						/>
						<Button
							size="sm"
							variant="secondary"
							disabled={!day}
							onClick={() => {
								setError(null);
								downloadAdminFile(`/shipments/manifest.pdf?day=${day}`, `manifest-${day}.pdf`).catch((e: unknown) =>
									setError(errorMessage(e)),
								);
							}}
						>
							Print manifest
						</Button>
					</div>
				}
			/>
			<nav aria-label="Parcel queues" className="mb-3 flex flex-wrap gap-2 text-sm">
				{(Object.keys(QUEUES) as Queue[]).map((key) => (
					<button
						key={key}
						type="button"
						aria-pressed={key === current}
						onClick={() => {
							setSelected(new Set());
							setParams(key === "ready" ? {} : { queue: key });
						}}
						className={`rounded-full border px-3 py-1 ${key === current ? "border-brand-600 bg-brand-50 font-medium" : "border-slate-300"}`}
					>
						{QUEUES[key]}
					</button>
				))}
			</nav>
			{error ? <Alert>{error}</Alert> : null}
			<Card>
				{queue.isPending ? (
					<p className="text-sm text-slate-600">Loading…</p>
				) : rows.length === 0 ? (
					<p className="text-sm text-slate-600">No parcel in this queue.</p>
				) : (
					<ul className="divide-y divide-slate-100">
						<li className="pb-2">
							<label className="flex items-center gap-2 text-sm font-medium">
								<input
									type="checkbox"
									checked={selected.size === rows.length}
									onChange={(event) =>
										setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
									}
								/>
								Select all
							</label>
						</li>
						{rows.map((row) => (
							<li key={row.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
								<input
									type="checkbox"
									aria-label={`Select parcel ${row.id}`}
									checked={selected.has(row.id)}
									onChange={() => toggle(row.id)}
								/>
								<Link to={`/orders/${row.order_id}`} className="font-medium text-brand-700 hover:underline">
									Order #{row.order_id}
								</Link>
								<span>
									{row.courier_name} · AWB <span className="font-mono">{row.awb}</span>
								</span>
								<span className="text-slate-600">
									{row.cod_amount > 0 ? `COD ${formatRupees(row.cod_amount)}` : "Prepaid"} · {row.status_text}
								</span>
								{row.failure_reason ? <span className="text-red-700">{row.failure_reason}</span> : null}
								{row.ndr_request ? (
									<span className="text-amber-800">
										Shopper asks for {row.ndr_request.date}
										{row.ndr_request.address_line1 ? " (new address)" : ""}
										{row.ndr_request.phone ? ` · ${row.ndr_request.phone}` : ""}
									</span>
								) : null}
							</li>
						))}
					</ul>
				)}
			</Card>
		</>
	);
}
