import { LOW_STOCK_DEFAULT } from "@pitara/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import { useDashboard } from "./api/get-dashboard.ts";
import { MessageFigures } from "./components/message-figures.tsx";
import { RevenueChart } from "./components/revenue-chart.tsx";

const THRESHOLD_KEY = "pitara-admin-low-stock";
const count = new Intl.NumberFormat("en-IN");

function storedThreshold(): number {
	try {
		const value = Number(localStorage.getItem(THRESHOLD_KEY));
		return Number.isInteger(value) && value > 0 && value <= 1000 ? value : LOW_STOCK_DEFAULT;
	} catch {
		return LOW_STOCK_DEFAULT;
	}
}

const figureLink = "block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 sm:p-5";

/** A day `days` before an India day (YYYY-MM-DD), for the orders list's filter. */
function daysBefore(day: string, days: number): string {
	const at = new Date(`${day}T00:00:00Z`);
	at.setUTCDate(at.getUTCDate() - days);
	return at.toISOString().slice(0, 10);
}

/** Sales over some days, a link to the orders they count (placed in those India days). */
function Figure({ label, orders, revenue, to }: { label: string; orders: number; revenue: number; to: string }) {
	return (
		<Link to={to} className={figureLink}>
			<p className="text-sm font-medium text-slate-500">{label}</p>
			<p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{formatRupees(revenue)}</p>
			<p className="text-sm text-slate-600">
				{count.format(orders)} {orders === 1 ? "order" : "orders"}
			</p>
		</Link>
	);
}

function Queue({ label, value, to, detail }: { label: string; value: string; to: string; detail?: string }) {
	return (
		<Link to={to} className={figureLink}>
			<p className="text-sm font-medium text-slate-500">{label}</p>
			<p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</p>
			{detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
			<p className="text-sm font-medium text-brand-700">See them →</p>
		</Link>
	);
}

/** The shop today: sales, what waits for the staff, what runs low. */
export default function DashboardPage() {
	const [threshold, setThreshold] = useState(storedThreshold);
	const dashboard = useDashboard(threshold);
	const data = dashboard.data;
	// the last of the 30 India days the figures cover
	const today = data?.daily.at(-1)?.day ?? new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

	const changeThreshold = (value: number) => {
		if (!Number.isInteger(value) || value < 0 || value > 1000) return;
		setThreshold(value);
		try {
			localStorage.setItem(THRESHOLD_KEY, String(value));
		} catch {
			// storage unavailable: the choice lasts until the page is closed
		}
	};

	return (
		<>
			<PageHeader title="Dashboard" />
			{dashboard.isError && !data ? (
				<Alert
					action={
						<Button size="sm" variant="secondary" onClick={() => void dashboard.refetch()}>
							Try again
						</Button>
					}
				>
					{errorMessage(dashboard.error, "Could not load the dashboard")}
				</Alert>
			) : !data ? (
				<div role="status" aria-label="Loading the dashboard" className="grid gap-3 sm:grid-cols-3">
					{[0, 1, 2].map((key) => (
						<div key={key} className="h-28 animate-pulse rounded-xl bg-white" />
					))}
				</div>
			) : (
				<div className="space-y-4">
					<section aria-label="Sales" className="grid gap-3 sm:grid-cols-3">
						<Figure label="Today" {...data.today} to={`/orders?from=${today}&to=${today}`} />
						<Figure label="Last 7 days" {...data.last_7_days} to={`/orders?from=${daysBefore(today, 6)}&to=${today}`} />
						<Figure
							label="Last 30 days"
							{...data.last_30_days}
							to={`/orders?from=${daysBefore(today, 29)}&to=${today}`}
						/>
					</section>
					<p className="text-xs text-slate-500">
						Sales include GST: orders not cancelled that are paid, or cash on delivery still to collect. Days are
						India's.
					</p>
					<section aria-label="Waiting" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
						<Queue label="Orders waiting to ship" value={count.format(data.to_ship)} to="/orders?status=Pending" />
						<Queue
							label="Online payments pending"
							value={count.format(data.awaiting_payment)}
							to="/orders?status=Pending&payment_status=Pending"
						/>
						<Queue
							label="COD to collect"
							value={formatRupees(data.cod_to_collect.amount)}
							detail={`${count.format(data.cod_to_collect.orders)} shipped ${data.cod_to_collect.orders === 1 ? "parcel" : "parcels"}`}
							to="/orders?status=Shipped&payment_mode=COD&payment_status=Pending"
						/>
						<Queue label="Returns waiting" value={count.format(data.returns_waiting)} to="/returns?queue=Requested" />
						<Queue label="Contact messages to answer" value={count.format(data.messages_to_answer)} to="/messages" />
					</section>
					<div className="grid gap-4 lg:grid-cols-2">
						<Card title="Revenue, last 30 days">
							<RevenueChart days={data.daily} />
						</Card>
						<Card
							title={`Low on stock (${count.format(data.low_stock.total)})`}
							actions={
								<label className="flex items-center gap-2 text-sm text-slate-600">
									At most
									<input
										type="number"
										min={0}
										max={1000}
										value={threshold}
										onChange={(event) => changeThreshold(Number(event.target.value))}
										className="w-16 rounded-lg border border-slate-300 px-2 py-1 text-right"
									/>
									left
								</label>
							}
						>
							{data.low_stock.variants.length === 0 ? (
								<p className="text-sm text-slate-600">Nothing on sale has {threshold} or fewer left.</p>
							) : (
								<ul className="divide-y divide-slate-100 text-sm">
									{data.low_stock.variants.map((variant) => (
										<li key={variant.variant_id} className="flex items-center justify-between gap-3 py-2">
											<span className="min-w-0">
												<Link
													to={`/products/${variant.product_id}#variant-${variant.variant_id}`}
													className="block truncate font-medium text-brand-700 hover:underline"
												>
													{variant.name}
												</Link>
												<span className="text-slate-500">
													{variant.size} · {variant.color} · {variant.sku}
												</span>
											</span>
											<span
												className={`shrink-0 font-semibold tabular-nums ${variant.stock === 0 ? "text-red-700" : "text-amber-700"}`}
											>
												{variant.stock === 0 ? "Out of stock" : `${variant.stock} left`}
											</span>
										</li>
									))}
								</ul>
							)}
							<Link
								to="/products/inventory?low=true"
								className="mt-2 inline-block text-sm font-semibold text-brand-700"
							>
								See all low stock
							</Link>
						</Card>
					</div>
					<MessageFigures />
				</div>
			)}
		</>
	);
}
