import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useOrder } from "./api/get-order.ts";

/**
 * A packing slip to print and put in the parcel: who it goes to, what is in
 * it (with SKUs, to pick by) and no prices. Printing leaves out the console.
 */
export default function PackingSlipPage() {
	const id = Number(useParams().id);
	const query = useOrder(id);
	useEffect(() => {
		document.title = `Packing slip #${id} · Pitara admin`;
	}, [id]);

	if (query.isPending)
		return (
			<div role="status" aria-label="Loading the packing slip" className="h-64 animate-pulse rounded-xl bg-white" />
		);
	if (query.isError) return <Alert>{errorMessage(query.error, "Could not load the order")}</Alert>;

	const { order, skus } = query.data;
	return (
		<>
			<div data-print-hide className="mb-4 flex flex-wrap items-center justify-between gap-2">
				<Link to={`/orders/${id}`} className="text-sm font-medium text-brand-700 hover:underline">
					← Order #{id}
				</Link>
				<Button onClick={() => window.print()}>Print</Button>
			</div>
			<article className="mx-auto max-w-2xl bg-white p-6 text-slate-900 shadow-sm print:max-w-none print:p-0 print:shadow-none">
				<header className="flex items-start justify-between gap-4 border-b border-slate-300 pb-4">
					<div>
						<p className="text-2xl font-extrabold tracking-tight">Pitara</p>
						<p className="text-sm text-slate-600">Packing slip</p>
					</div>
					<div className="text-right text-sm">
						<h1 className="text-lg font-bold">Order #{order.order_id}</h1>
						<p>{formatDate(order.orderCreationDate)}</p>
						<p>
							{order.payment_mode === "COD" && order.payment_status !== "Paid"
								? `Cash on delivery: collect ${formatRupees(order.total_amount)}`
								: "Prepaid: collect nothing"}
						</p>
					</div>
				</header>
				<section className="border-b border-slate-300 py-4">
					<h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Ship to</h2>
					<address className="mt-1 text-base not-italic leading-snug">
						<strong>{order.addressUserName}</strong>
						<br />
						{order.address_line1}
						{order.address_line2 ? (
							<>
								<br />
								{order.address_line2}
							</>
						) : null}
						<br />
						{order.city}, {order.state} – {order.pincode}
						<br />
						{order.country} · Phone {order.addressUserPhone}
					</address>
				</section>
				<table className="mt-4 w-full text-left text-sm">
					<thead className="border-b border-slate-300 text-xs uppercase text-slate-500">
						<tr>
							<th scope="col" className="py-2 pr-2">
								Item
							</th>
							<th scope="col" className="py-2 pr-2">
								SKU
							</th>
							<th scope="col" className="py-2 text-right">
								Qty
							</th>
							<th scope="col" className="w-10 py-2 text-right">
								<span className="sr-only">Packed</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{order.Product.map((item) => (
							<tr key={item.product_id} className="border-b border-slate-200">
								<td className="py-2 pr-2">
									{item.product_name}
									<span className="block text-slate-600">
										{item.size} · {item.color}
									</span>
								</td>
								<td className="py-2 pr-2 font-mono text-xs">{skus[String(item.product_id)] ?? ""}</td>
								<td className="py-2 text-right text-base font-semibold tabular-nums">{item.quantity}</td>
								<td className="py-2 text-right">
									<span className="inline-block h-4 w-4 border border-slate-500" aria-hidden="true" />
								</td>
							</tr>
						))}
					</tbody>
				</table>
				<p className="mt-4 text-sm">
					{order.Product.reduce((sum, item) => sum + item.quantity, 0)} items in all. Thank you for shopping with
					Pitara!
				</p>
			</article>
		</>
	);
}
