import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import { useShipmentQueue } from "./api/shipments.ts";
import { printLabels } from "./components/shipments-card.tsx";

/** Parcels booked and not yet picked up: select many, print their labels in one PDF. */
export default function ReadyToShipPage() {
	const queue = useShipmentQueue("ready");
	const [selected, setSelected] = useState<Set<number>>(new Set());
	const [error, setError] = useState<string | null>(null);
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
				title="Ready to ship"
				back={{ to: "/orders", label: "Orders" }}
				actions={
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
				}
			/>
			{error ? <Alert>{error}</Alert> : null}
			<Card>
				{queue.isPending ? (
					<p className="text-sm text-slate-600">Loading…</p>
				) : rows.length === 0 ? (
					<p className="text-sm text-slate-600">No parcel is waiting for its label.</p>
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
									{row.cod_amount > 0 ? `COD ${formatRupees(row.cod_amount)}` : "Prepaid"}
								</span>
							</li>
						))}
					</ul>
				)}
			</Card>
		</>
	);
}
