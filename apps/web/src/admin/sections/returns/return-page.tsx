import { type AdminReturn, type AdminReturnAction, returnsMessages } from "@pitara/shared";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Card, PageHeader, Pill } from "../../ui/page.tsx";
import { useReturn, useReturnAction } from "./api/returns.ts";
import { ReturnPickupCard } from "./return-pickup-card.tsx";

const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";

/** The inspection: for each returned line, how many units are resalable (the rest damaged). */
function InspectForm({ row, run, busy }: { row: AdminReturn; run: (body: AdminReturnAction) => void; busy: boolean }) {
	const [resalable, setResalable] = useState<Record<number, number>>(
		Object.fromEntries(row.lines.map((l) => [l.return_line_id, l.quantity])),
	);
	const submit = (event: FormEvent) => {
		event.preventDefault();
		run({
			action: "inspect",
			lines: row.lines.map((l) => {
				const good = resalable[l.return_line_id] ?? 0;
				return { return_line_id: l.return_line_id, resalable: good, damaged: l.quantity - good };
			}),
		});
	};
	return (
		<form onSubmit={submit} className="space-y-3" aria-label="Inspection">
			{row.lines.map((l) => (
				<label key={l.return_line_id} className="block text-sm">
					{l.product_name} ({l.size}): resalable of {l.quantity}
					<select
						className={input}
						value={resalable[l.return_line_id]}
						onChange={(e) => setResalable({ ...resalable, [l.return_line_id]: Number(e.target.value) })}
					>
						{[...Array(l.quantity + 1).keys()].map((n) => (
							<option key={`resalable-${n}`} value={n}>
								{n} resalable, {l.quantity - n} damaged
							</option>
						))}
					</select>
				</label>
			))}
			<Button type="submit" size="sm" disabled={busy}>
				Record inspection
			</Button>
		</form>
	);
}

/** The steps that apply to a return now. */
function Actions({ row }: { row: AdminReturn }) {
	const action = useReturnAction(row.return_id);
	const toast = useToast();
	const [reason, setReason] = useState("");
	const [courier, setCourier] = useState("");
	const [awb, setAwb] = useState("");
	const [utr, setUtr] = useState("");
	const run = (body: AdminReturnAction) =>
		action.mutate(body, { onSuccess: (answer) => toast.success(answer.message ?? "Saved") });
	const busy = action.isPending;
	const open =
		row.status !== "Refunded" && row.status !== "Exchanged" && row.status !== "Rejected" && row.status !== "Cancelled";
	const exchange = row.lines.some((l) => l.exchange);
	return (
		<Card title="Next step">
			<div className="space-y-4">
				{action.error ? <Alert variant="error">{errorMessage(action.error, "That did not work")}</Alert> : null}
				{row.status === "Requested" ? (
					<Button size="sm" disabled={busy} onClick={() => run({ action: "approve" })}>
						Approve
					</Button>
				) : null}
				{row.status === "Approved" ? (
					<div className="flex flex-wrap items-end gap-2">
						<label className="text-sm">
							Courier
							<input className={input} value={courier} onChange={(e) => setCourier(e.target.value)} />
						</label>
						<label className="text-sm">
							AWB
							<input className={input} value={awb} onChange={(e) => setAwb(e.target.value)} />
						</label>
						<Button
							size="sm"
							disabled={busy}
							onClick={() => run({ action: "pickup-scheduled", courier: courier || undefined, awb: awb || undefined })}
						>
							Pickup scheduled
						</Button>
					</div>
				) : null}
				{row.status === "Approved" || row.status === "Pickup scheduled" ? (
					<Button size="sm" variant="secondary" disabled={busy} onClick={() => run({ action: "picked-up" })}>
						{row.self_ship ? "Parcel received" : "Picked up"}
					</Button>
				) : null}
				{row.to_inspect ? <InspectForm row={row} run={run} busy={busy} /> : null}
				{row.status === "Picked up" && !row.to_inspect ? (
					<div className="flex flex-wrap items-end gap-2">
						{row.refund_to === "bank" && row.refund_amount > 0 ? (
							<label className="text-sm">
								UTR of the transfer to {row.payout_to}
								<input className={input} value={utr} onChange={(e) => setUtr(e.target.value)} />
							</label>
						) : null}
						{exchange ? (
							<>
								<label className="text-sm">
									Replacement courier
									<input className={input} value={courier} onChange={(e) => setCourier(e.target.value)} />
								</label>
								<label className="text-sm">
									AWB
									<input className={input} value={awb} onChange={(e) => setAwb(e.target.value)} />
								</label>
							</>
						) : null}
						<Button
							size="sm"
							disabled={busy}
							onClick={() =>
								run({
									action: "complete",
									utr: utr || undefined,
									courier: courier || undefined,
									awb: awb || undefined,
								})
							}
						>
							{row.refund_amount > 0 ? `Refund ${formatRupees(row.refund_amount)}` : "Send the exchange"}
						</Button>
					</div>
				) : null}
				{open ? null : <p className="text-sm text-slate-600">Nothing left to do: this return is {row.status}.</p>}
				{open ? (
					<div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
						<label className="min-w-60 flex-1 text-sm">
							Reason to reject
							<input className={input} value={reason} onChange={(e) => setReason(e.target.value)} />
						</label>
						<Button
							size="sm"
							variant="danger"
							disabled={busy || !reason.trim()}
							onClick={() => run({ action: "reject", reason })}
						>
							Reject
						</Button>
					</div>
				) : null}
			</div>
		</Card>
	);
}

/** One return: its lines, photos, pickup, refund and timeline, and the step to take. */
export default function ReturnPage() {
	const id = Number(useParams().id);
	const query = useReturn(id);
	if (query.isError) return <Alert variant="error">{errorMessage(query.error, "Failed to load the return")}</Alert>;
	const row = query.data;
	if (!row) return null;
	const address = row.address as Record<string, string | null>;
	return (
		<>
			<PageHeader title={`Return ${row.number}`} />
			<div className="grid gap-4 lg:grid-cols-2">
				<Card title={`Order #${row.order_id} · ${row.customer_name}`}>
					<p className="mb-2">
						<Pill tone={row.status === "Rejected" ? "red" : "grey"}>{row.to_inspect ? "To inspect" : row.status}</Pill>
					</p>
					<ul className="space-y-1 text-sm" aria-label="Returned items">
						{row.lines.map((l) => (
							<li key={l.return_line_id}>
								{l.quantity} × {l.product_name} ({l.size})
								{l.exchange ? ` → exchange for ${l.exchange.size} ${l.exchange.color}` : ""} ·{" "}
								{returnsMessages.reasons[l.reason]} · {formatRupees(l.refund)}
								{l.resalable !== null ? ` · inspected: ${l.resalable} resalable, ${l.damaged} damaged` : ""}
							</li>
						))}
					</ul>
					<p className="mt-3 text-sm text-slate-700">{row.summary}</p>
					<p className="mt-2 text-sm" hidden={row.lines.every((l) => l.exchange)}>
						Refund to: {returnsMessages.refundTo[row.refund_to]}
						{row.payout_to ? ` (${row.payout_to})` : ""}
						{row.refund_utr ? ` · UTR ${row.refund_utr}` : ""}
					</p>
					<p className="mt-2 text-sm">
						{row.self_ship ? "The shopper sends the parcel (no pickup at this pincode). " : "Pickup: "}
						{[
							address.name,
							address.address_line_1,
							address.address_line_2,
							address.city,
							address.pincode,
							address.phone,
						]
							.filter(Boolean)
							.join(", ")}
					</p>
					{row.photos.length > 0 ? (
						<div className="mt-3 flex gap-2">
							{row.photos.map((p) => (
								<a key={p} href={`${p}-1200.webp`} target="_blank" rel="noreferrer">
									<img
										src={`${p}-400.webp`}
										alt="The returned item, as the shopper sent it"
										className="h-24 w-24 rounded object-cover"
									/>
								</a>
							))}
						</div>
					) : null}
				</Card>
				<Actions row={row} />
				<ReturnPickupCard row={row} />
				<Card title="Timeline">
					<ol className="space-y-2 text-sm">
						{row.timeline.map((step) => (
							<li key={`${step.at}-${step.status}-${step.note ?? ""}`}>
								<span className="font-medium">{step.status}</span> · {formatDateTime(step.at)}
								{step.note ? <span className="block text-slate-600">{step.note}</span> : null}
							</li>
						))}
					</ol>
				</Card>
			</div>
		</>
	);
}
