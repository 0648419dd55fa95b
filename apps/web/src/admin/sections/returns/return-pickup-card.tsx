import type { AdminReturn } from "@pitara/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Card } from "../../ui/page.tsx";
import { useBookReturnPickup, usePickupScan, useReturnPickup } from "./api/pickup.ts";

/** The staff's scans of a pickup booked by hand, by its status (a courier's come by its webhook). */
const NEXT: Record<string, { status: string; label: string }[]> = {
	booked: [{ status: "picked_up", label: "Picked up" }],
	picked_up: [{ status: "delivered", label: "Delivered to the shop" }],
	in_transit: [{ status: "delivered", label: "Delivered to the shop" }],
	out_for_delivery: [{ status: "delivered", label: "Delivered to the shop" }],
};

/**
 * A return's pickup (issue 25, decision 055): book it as a reverse parcel — by hand with the courier's AWB, or
 * with Shiprocket (its return order, with the doorstep quality check for one unit) — and follow its scans, which
 * move the return (picked up; received at the shop).
 */
export function ReturnPickupCard({ row }: { row: AdminReturn }) {
	const pickup = useReturnPickup(row.return_id);
	const book = useBookReturnPickup(row.return_id);
	const scan = usePickupScan();
	const [adapter, setAdapter] = useState<"manual" | "shiprocket">("manual");
	const [courier, setCourier] = useState("");
	const [awb, setAwb] = useState("");
	if (row.self_ship || !pickup.isSuccess) return null;
	const parcel = pickup.data;
	if (!parcel && row.status !== "Approved") return null;
	return (
		<Card title="Pickup parcel">
			{parcel ? (
				<div className="space-y-2 text-sm" data-testid="return-pickup">
					<p>
						Return pickup {parcel.id} ·{" "}
						<span data-testid="pickup-status">
							{parcel.status === "delivered"
								? "Delivered to the shop"
								: parcel.status === "booked"
									? "Pickup booked"
									: parcel.status_text}
						</span>
						{parcel.quality_check ? " · doorstep quality check" : ""}
					</p>
					{parcel.awb ? (
						<p>
							{parcel.courier_name} · AWB <span className="font-mono">{parcel.awb}</span>
						</p>
					) : null}
					{parcel.failure_reason ? <p className="text-red-700">{parcel.failure_reason}</p> : null}
					{parcel.status === "booking_failed" ? (
						<p className="text-slate-600">
							Retry it or book it by hand on <Link to={`/admin/orders/${row.order_id}`}>order #{row.order_id}</Link>.
						</p>
					) : null}
					<div className="flex flex-wrap gap-2">
						{(parcel.adapter === "manual" ? (NEXT[parcel.status] ?? []) : []).map((move) => (
							<Button
								key={move.status}
								size="sm"
								variant="secondary"
								disabled={scan.isPending}
								onClick={() => scan.mutate({ id: parcel.id, status: move.status })}
							>
								{move.label}
							</Button>
						))}
					</div>
					{scan.isError ? <p className="text-red-700">{errorMessage(scan.error)}</p> : null}
					{parcel.scans.length > 0 ? (
						<ol className="space-y-1 border-l-2 border-slate-200 pl-3 text-xs text-slate-600">
							{parcel.scans.map((entry) => (
								<li key={`${entry.at}-${entry.courier_status}`}>
									{formatDateTime(entry.at)} · {entry.courier_status}
									{entry.location ? ` · ${entry.location}` : ""}
								</li>
							))}
						</ol>
					) : null}
				</div>
			) : (
				<form
					className="grid gap-3 sm:grid-cols-3"
					aria-label="Book the pickup"
					onSubmit={(event) => {
						event.preventDefault();
						book.mutate(adapter === "manual" ? { adapter, courier_name: courier, awb } : { adapter });
					}}
				>
					<SelectField
						label="Pickup courier"
						value={adapter}
						onChange={(event) => setAdapter(event.target.value as "manual" | "shiprocket")}
						options={[
							{ value: "manual", label: "Manual (type the AWB)" },
							{ value: "shiprocket", label: "Shiprocket (return order)" },
						]}
					/>
					{adapter === "manual" ? (
						<>
							<TextField label="Pickup courier name" value={courier} onChange={(e) => setCourier(e.target.value)} />
							<TextField label="Pickup AWB" value={awb} onChange={(e) => setAwb(e.target.value)} />
						</>
					) : null}
					<div className="sm:col-span-3">
						<Button type="submit" size="sm" disabled={book.isPending}>
							Book pickup
						</Button>
					</div>
					{book.isError ? (
						<div className="sm:col-span-3">
							<Alert>{errorMessage(book.error, "Could not book the pickup")}</Alert>
						</div>
					) : null}
				</form>
			)}
		</Card>
	);
}
