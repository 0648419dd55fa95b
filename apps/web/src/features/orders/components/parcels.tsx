import { ordersMessages, shippingMessages } from "@pitara/shared";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { useShipments } from "../api/get-shipments.ts";
import { NdrForm } from "./ndr-form.tsx";

/** An order's parcels as the courier tracks them: courier, AWB, expected date, scans (nothing while there is none). */
export function Parcels({ orderId }: { orderId: number }) {
	const shipments = useShipments(orderId);
	const list = shipments.data ?? [];
	if (list.length === 0) return null;
	return (
		<section className="mb-4 space-y-3" aria-label={ordersMessages.parcels}>
			{list.map((parcel) => (
				<div key={parcel.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
					<p className="font-semibold text-slate-900">{parcel.status_text}</p>
					{parcel.awb ? (
						<p className="text-slate-700">{ordersMessages.parcelCourier(parcel.courier_name ?? "", parcel.awb)}</p>
					) : null}
					{parcel.lines.length > 0 ? (
						<ul className="text-slate-700" data-testid="parcel-lines">
							{parcel.lines.map((line) => (
								<li key={line.name}>{ordersMessages.parcelItem(line.name, line.quantity)}</li>
							))}
						</ul>
					) : null}
					{parcel.delivered_at ? (
						<p className="text-slate-600">{ordersMessages.parcelDelivered(formatDateTime(parcel.delivered_at))}</p>
					) : parcel.expected_delivery_date ? (
						<p className="text-slate-600">{ordersMessages.parcelExpected(formatDate(parcel.expected_delivery_date))}</p>
					) : null}
					{parcel.ndr ? (
						<div className="mt-2 space-y-2 rounded-lg bg-amber-50 p-3" data-testid="ndr-panel">
							<p className="font-semibold text-amber-950">{shippingMessages.ndrTitle}</p>
							<p className="text-amber-950">{shippingMessages.ndrReason(parcel.ndr.reason)}</p>
							{parcel.ndr.answered ? (
								<p className="text-green-800">{shippingMessages.ndrAnswered}</p>
							) : (
								<>
									<p className="text-amber-950">{shippingMessages.ndrAnswerBy(formatDateTime(parcel.ndr.answer_by))}</p>
									<NdrForm dates={parcel.ndr.dates} via={{ orderId, shipmentId: parcel.id }} />
								</>
							)}
						</div>
					) : null}
					{parcel.scans.length > 0 ? (
						<ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 text-xs text-slate-600">
							{parcel.scans.map((scan) => (
								<li key={`${scan.at}-${scan.courier_status}`}>
									<time dateTime={scan.at}>{formatDateTime(scan.at)}</time> · {scan.courier_status}
									{scan.location ? ` · ${scan.location}` : ""}
								</li>
							))}
						</ol>
					) : null}
				</div>
			))}
		</section>
	);
}
