import { profileMessages } from "@pitara/shared";
import { PageHeading } from "../components/ui/page-heading.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { useCredit } from "../features/orders/api/get-credit.ts";
import { errorMessage } from "../lib/api-client.ts";
import { formatRupees } from "../lib/format.ts";
import { formatDate } from "../lib/format-date.ts";
import { Link } from "../lib/router.tsx";
import { RequireSession } from "./require-session.tsx";

function CreditLedger({ userId }: { userId: number }) {
	const credit = useCredit(userId);
	if (credit.isPending) {
		return (
			<div className="flex justify-center py-16">
				<Spinner label={profileMessages.creditTitle} />
			</div>
		);
	}
	if (credit.isError) {
		return (
			<p role="alert" className="text-red-700">
				{errorMessage(credit.error, profileMessages.creditLoadFailed)}
			</p>
		);
	}
	return (
		<div className="space-y-6">
			<p className="rounded-2xl bg-pink-50 px-5 py-4">
				<span className="block text-sm text-slate-600">{profileMessages.creditBalance}</span>
				<span className="text-2xl font-bold tabular-nums text-slate-900" data-testid="credit-balance">
					{formatRupees(credit.data.balance)}
				</span>
			</p>
			{credit.data.entries.length === 0 ? (
				<p className="text-slate-600">{profileMessages.creditEmpty}</p>
			) : (
				<ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
					{credit.data.entries.map((entry) => (
						<li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
							<span>
								<span className="block font-medium text-slate-900">{entry.reason}</span>
								<span className="text-slate-500">
									{profileMessages.creditKinds[entry.kind]} · {formatDate(entry.created_at)}
									{entry.order_id !== null ? (
										<>
											{" · "}
											<Link to="/orders" className="text-pink-700 underline">
												{profileMessages.creditOrder(entry.order_id)}
											</Link>
										</>
									) : null}
								</span>
							</span>
							<span className={`font-semibold tabular-nums ${entry.amount > 0 ? "text-green-800" : "text-slate-900"}`}>
								{entry.amount > 0 ? "+" : "−"}
								{formatRupees(Math.abs(entry.amount))}
							</span>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}

/** /profile?section=credit: the shopper's Pitara Credit, balance and entries (issue 24). */
export default function CreditPage() {
	return (
		<div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
			<PageHeading className="mb-6">{profileMessages.creditTitle}</PageHeading>
			<RequireSession>{(session) => <CreditLedger userId={session.user.user_id} />}</RequireSession>
		</div>
	);
}
