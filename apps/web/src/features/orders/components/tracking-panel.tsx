import { ordersMessages } from "@pitara/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { useTracking } from "../api/get-tracking.ts";
import { Parcels } from "./parcels.tsx";
import { statusDotClass } from "./status-badge.tsx";

/** An order's tracking entries in time order, each with who made the change. */
export function TrackingPanel({ orderId }: { orderId: number }) {
	const tracking = useTracking(orderId);
	return (
		<section
			aria-label={ordersMessages.trackingOfOrder(orderId)}
			className="rounded-xl border border-slate-200 bg-slate-50 p-4"
		>
			<h3 className="text-sm font-semibold text-slate-900">{ordersMessages.tracking}</h3>
			<div className="mt-3">
				<Parcels orderId={orderId} />
			</div>
			{tracking.isPending ? (
				<Spinner label={ordersMessages.loadingTracking} className="mt-3" />
			) : tracking.isError ? (
				<Alert
					className="mt-3"
					action={
						<Button variant="secondary" size="sm" onClick={() => tracking.refetch()} loading={tracking.isFetching}>
							{ordersMessages.tryAgain}
						</Button>
					}
				>
					{errorMessage(tracking.error, ordersMessages.trackLoadFailed)}
				</Alert>
			) : tracking.data.length === 0 ? (
				<p className="mt-3 text-sm text-slate-600">{ordersMessages.noTracking}</p>
			) : (
				<ol className="mt-3 space-y-0">
					{tracking.data.map((entry, index) => (
						<li key={entry.id} className="relative flex gap-3 pb-4 last:pb-0">
							{index < tracking.data.length - 1 ? (
								<span aria-hidden="true" className="absolute left-[7px] top-4 h-full w-0.5 bg-slate-200" />
							) : null}
							<span
								aria-hidden="true"
								className={`relative mt-1 h-4 w-4 shrink-0 rounded-full ring-4 ring-slate-50 ${statusDotClass(entry.status)}`}
							/>
							<div className="min-w-0 text-sm">
								<p className="font-semibold text-slate-900">{entry.status}</p>
								{entry.note ? <p className="text-slate-700">{entry.note}</p> : null}
								<p className="text-slate-500">
									<time dateTime={entry.updated_at}>{formatDateTime(entry.updated_at)}</time>
									{ordersMessages.by}
									{entry.name}
								</p>
							</div>
						</li>
					))}
				</ol>
			)}
		</section>
	);
}
