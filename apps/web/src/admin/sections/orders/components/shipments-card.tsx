import type { AdminShipment, OrderStatus } from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { formatRupees } from "../../../../lib/format.ts";
import { formatDateTime } from "../../../../lib/format-date.ts";
import { downloadAdminFile } from "../../../lib/admin-api.ts";
import { Card } from "../../../ui/page.tsx";
import {
	useBookShipment,
	useOrderShipments,
	useReceiveReturned,
	useRetryBooking,
	useReturnToOrigin,
	useShipmentScan,
	useSwitchToManual,
} from "../api/shipments.ts";

/** Statuses from which the staff may send a parcel back (the API's rule). */
const MAY_RETURN = ["booked", "picked_up", "in_transit", "out_for_delivery", "undelivered"];

/** The staff's next scans of a parcel of a manual courier, by its status. */
const NEXT_SCANS: Record<string, { status: string; label: string }[]> = {
	booked: [{ status: "picked_up", label: "Picked up" }],
	picked_up: [
		{ status: "in_transit", label: "In transit" },
		{ status: "out_for_delivery", label: "Out for delivery" },
	],
	in_transit: [{ status: "out_for_delivery", label: "Out for delivery" }],
	out_for_delivery: [
		{ status: "delivered", label: "Delivered" },
		{ status: "undelivered", label: "Delivery failed" },
	],
	undelivered: [{ status: "out_for_delivery", label: "Out for delivery again" }],
	rto_initiated: [
		{ status: "rto_in_transit", label: "RTO in transit" },
		{ status: "rto_delivered", label: "Returned to origin" },
	],
	rto_in_transit: [{ status: "rto_delivered", label: "Returned to origin" }],
};

/** A return's pickup (reverse): from the shopper's door to the shop, no failed-delivery or RTO track. */
const NEXT_REVERSE_SCANS: Record<string, { status: string; label: string }[]> = {
	booked: [{ status: "picked_up", label: "Picked up" }],
	picked_up: [
		{ status: "in_transit", label: "In transit" },
		{ status: "delivered", label: "Delivered to the shop" },
	],
	in_transit: [{ status: "delivered", label: "Delivered to the shop" }],
	out_for_delivery: [{ status: "delivered", label: "Delivered to the shop" }],
};

/** A parcel whose courier booking failed, booked with another courier by hand (its courier and AWB). */
function BookByHand({ shipment, orderId }: { shipment: AdminShipment; orderId: number }) {
	const manual = useSwitchToManual(orderId);
	const [courier, setCourier] = useState("");
	const [awb, setAwb] = useState("");
	return (
		<form
			className="mt-2 flex flex-wrap items-end gap-2"
			aria-label="Book by hand instead"
			onSubmit={(event) => {
				event.preventDefault();
				manual.mutate({ id: shipment.id, courier_name: courier, awb });
			}}
		>
			<TextField label="Courier name" value={courier} onChange={(event) => setCourier(event.target.value)} />
			<TextField label="AWB number" value={awb} onChange={(event) => setAwb(event.target.value)} />
			<Button type="submit" size="sm" variant="secondary" disabled={manual.isPending}>
				Book by hand instead
			</Button>
			{manual.isError ? <p className="w-full text-red-700">{errorMessage(manual.error)}</p> : null}
		</form>
	);
}

export const printLabels = (ids: number[]) =>
	downloadAdminFile(`/shipments/labels.pdf?ids=${ids.join(",")}`, `labels-${ids.join("-")}.pdf`);

function Parcel({ shipment, orderId }: { shipment: AdminShipment; orderId: number }) {
	const scan = useShipmentScan(orderId);
	const retry = useRetryBooking(orderId);
	const rto = useReturnToOrigin(orderId);
	const receive = useReceiveReturned(orderId);
	const [printError, setPrintError] = useState<string | null>(null);
	const reverse = shipment.kind === "reverse";
	const next =
		shipment.adapter === "manual" ? ((reverse ? NEXT_REVERSE_SCANS : NEXT_SCANS)[shipment.status] ?? []) : [];
	const name = reverse ? `Return pickup ${shipment.id}` : `Parcel ${shipment.id}`;
	return (
		<li className="rounded-lg border border-slate-200 p-3 text-sm" aria-label={name}>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<p className="font-medium text-slate-900">
					{name} ·{" "}
					<span data-testid="shipment-status">
						{reverse && shipment.status === "delivered"
							? "Delivered to the shop"
							: reverse && shipment.status === "booked"
								? "Pickup booked"
								: shipment.status_text}
					</span>
					{shipment.quality_check ? " · doorstep quality check" : ""}
				</p>
				{shipment.awb ? (
					<p className="text-slate-700">
						{shipment.courier_name} · AWB <span className="font-mono">{shipment.awb}</span>
					</p>
				) : null}
			</div>
			<p className="mt-1 text-slate-600">
				{shipment.lines.map((line) => `${line.quantity} × ${line.name}`).join(", ")}
			</p>
			<p className="text-slate-600">
				{(shipment.weight_grams / 1000).toFixed(2)} kg · box {shipment.box.length_cm}×{shipment.box.breadth_cm}×
				{shipment.box.height_cm} cm
				{reverse
					? " · from the shopper to the shop"
					: shipment.cod_amount > 0
						? ` · collect ${formatRupees(shipment.cod_amount)}`
						: " · prepaid"}
				{shipment.expected_delivery_date ? ` · expected ${shipment.expected_delivery_date}` : ""}
			</p>
			{shipment.failure_reason ? <p className="text-red-700">{shipment.failure_reason}</p> : null}
			{shipment.ndr_request ? (
				<p className="text-amber-800" data-testid="ndr-request">
					Shopper asks for delivery on {shipment.ndr_request.date}
					{shipment.ndr_request.address_line1
						? ` at ${[shipment.ndr_request.address_line1, shipment.ndr_request.address_line2].filter(Boolean).join(", ")}`
						: ""}
					{shipment.ndr_request.phone ? `, phone ${shipment.ndr_request.phone}` : ""}
				</p>
			) : null}
			{shipment.rto_received_at ? (
				<p className="text-slate-700">
					Received back {formatDateTime(shipment.rto_received_at)} ·{" "}
					{shipment.rto_condition === "damaged" ? "damaged, not restocked" : "restocked"}
				</p>
			) : null}
			<div className="mt-2 flex flex-wrap gap-2">
				{shipment.awb && !reverse ? (
					<Button
						size="sm"
						variant="secondary"
						onClick={() => {
							setPrintError(null);
							printLabels([shipment.id]).catch((error: unknown) => setPrintError(errorMessage(error)));
						}}
					>
						Print label
					</Button>
				) : null}
				{next.map((move) => (
					<Button
						key={move.status}
						size="sm"
						variant="secondary"
						disabled={scan.isPending}
						onClick={() => scan.mutate({ id: shipment.id, status: move.status })}
					>
						{move.label}
					</Button>
				))}
				{shipment.kind === "forward" && shipment.awb && MAY_RETURN.includes(shipment.status) ? (
					<Button
						size="sm"
						variant="secondary"
						disabled={rto.isPending}
						onClick={() => {
							if (
								window.confirm(
									`Send parcel ${shipment.id} (AWB ${shipment.awb}) back to the shop? The courier stops trying to deliver it.`,
								)
							)
								rto.mutate(shipment.id);
						}}
					>
						Return to origin
					</Button>
				) : null}
				{shipment.status === "rto_delivered" && !shipment.rto_received_at ? (
					<>
						<Button
							size="sm"
							disabled={receive.isPending}
							onClick={() => receive.mutate({ id: shipment.id, condition: "restocked" })}
						>
							Received: back to stock
						</Button>
						<Button
							size="sm"
							variant="secondary"
							disabled={receive.isPending}
							onClick={() => {
								if (window.confirm("Mark the returned items damaged? They will not go back to stock."))
									receive.mutate({ id: shipment.id, condition: "damaged" });
							}}
						>
							Received: damaged
						</Button>
					</>
				) : null}
				{shipment.status === "booking_failed" ? (
					<Button size="sm" disabled={retry.isPending} onClick={() => retry.mutate(shipment.id)}>
						Retry booking
					</Button>
				) : null}
			</div>
			{shipment.status === "booking_failed" ? <BookByHand shipment={shipment} orderId={orderId} /> : null}
			{scan.isError ? <p className="mt-1 text-red-700">{errorMessage(scan.error)}</p> : null}
			{rto.isError ? <p className="mt-1 text-red-700">{errorMessage(rto.error)}</p> : null}
			{receive.isError ? <p className="mt-1 text-red-700">{errorMessage(receive.error)}</p> : null}
			{printError ? <p className="mt-1 text-red-700">{printError}</p> : null}
			{shipment.scans.length > 0 ? (
				<ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 text-xs text-slate-600">
					{shipment.scans.map((entry) => (
						<li key={`${entry.at}-${entry.courier_status}`}>
							{formatDateTime(entry.at)} · {entry.courier_status}
							{entry.location ? ` · ${entry.location}` : ""}
							{entry.note ? ` · ${entry.note}` : ""}
						</li>
					))}
				</ol>
			) : null}
		</li>
	);
}

/** An order's parcels: book one (the staff's courier and AWB, or Shiprocket), print, scan, retry. */
export function ShipmentsCard({
	orderId,
	orderStatus,
	units,
}: {
	orderId: number;
	orderStatus: OrderStatus;
	/** the order's units: once every one is in a live parcel, there is nothing left to book */
	units: number;
}) {
	const shipments = useOrderShipments(orderId);
	const book = useBookShipment(orderId);
	const [adapter, setAdapter] = useState<"manual" | "shiprocket">("manual");
	const [courier, setCourier] = useState("");
	const [awb, setAwb] = useState("");
	const list = shipments.data ?? [];
	const inParcels = list
		.filter((shipment) => shipment.kind === "forward" && shipment.status !== "cancelled")
		.reduce((sum, shipment) => sum + shipment.lines.reduce((n, line) => n + line.quantity, 0), 0);
	const shippable =
		(orderStatus === "Pending" || orderStatus === "Shipped") && shipments.isSuccess && inParcels < units;
	return (
		<Card title="Shipments">
			{list.length > 0 ? (
				<ul className="mb-4 space-y-3">
					{list.map((shipment) => (
						<Parcel key={shipment.id} shipment={shipment} orderId={orderId} />
					))}
				</ul>
			) : (
				<p className="mb-3 text-sm text-slate-600">No parcel yet.</p>
			)}
			{shippable ? (
				<form
					className="grid gap-3 sm:grid-cols-3"
					aria-label="Book a parcel"
					onSubmit={(event) => {
						event.preventDefault();
						book.mutate(adapter === "manual" ? { adapter, courier_name: courier, awb } : { adapter }, {
							onSuccess: () => {
								setCourier("");
								setAwb("");
							},
						});
					}}
				>
					<SelectField
						label="Courier account"
						value={adapter}
						onChange={(event) => setAdapter(event.target.value as "manual" | "shiprocket")}
						options={[
							{ value: "manual", label: "Manual (type the AWB)" },
							{ value: "shiprocket", label: "Shiprocket" },
						]}
					/>
					{adapter === "manual" ? (
						<>
							<TextField label="Courier name" value={courier} onChange={(event) => setCourier(event.target.value)} />
							<TextField label="AWB number" value={awb} onChange={(event) => setAwb(event.target.value)} />
						</>
					) : null}
					<div className="sm:col-span-3">
						<Button type="submit" disabled={book.isPending}>
							Book parcel
						</Button>
					</div>
					{book.isError ? (
						<div className="sm:col-span-3">
							<Alert>{errorMessage(book.error, "Could not book the parcel")}</Alert>
						</div>
					) : null}
				</form>
			) : null}
		</Card>
	);
}
