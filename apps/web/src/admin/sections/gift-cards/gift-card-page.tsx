import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import { useGiftCard } from "./api/get-gift-card.ts";
import { useSetGiftCardActive } from "./api/set-gift-card-active.ts";
import { GiftCardState } from "./components/gift-card-state.tsx";

/** One card: balance, state, history; switch it off or on. */
export default function GiftCardPage() {
	const id = Number(useParams().id);
	const query = useGiftCard(id);
	const toast = useToast();
	const setActive = useSetGiftCardActive(id);
	const back = { to: "/gift-cards", label: "Gift cards" };

	if (query.isPending) {
		return (
			<>
				<PageHeader title="Gift card" back={back} />
				<div role="status" aria-label="Loading the gift card" className="h-48 animate-pulse rounded-xl bg-white" />
			</>
		);
	}
	if (query.isError) {
		return (
			<>
				<PageHeader title="Gift card" back={back} />
				<Alert>{errorMessage(query.error, "Could not load the gift card")}</Alert>
			</>
		);
	}
	const card = query.data;
	return (
		<>
			<PageHeader
				title={card.code}
				back={back}
				actions={
					<Button
						variant={card.active ? "secondary" : "primary"}
						loading={setActive.isPending}
						onClick={() =>
							setActive.mutate(!card.active, {
								onSuccess: (answer) => toast.success(answer.message),
								onError: (error) => toast.error(errorMessage(error, "Could not change the card")),
							})
						}
					>
						{card.active ? "Switch off" : "Switch on"}
					</Button>
				}
			/>
			<div className="grid gap-4 lg:grid-cols-3">
				<Card title="Balance">
					<p className="text-3xl font-bold tabular-nums text-slate-900">{formatRupees(card.balance)}</p>
					<p className="text-sm text-slate-600">of {formatRupees(card.initial_balance)} issued</p>
					<div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
						<GiftCardState card={card} />
						<span>{card.expires_at ? `works until ${formatDate(card.expires_at)}` : "no end date"}</span>
					</div>
					<p className="mt-2 text-sm text-slate-500">Issued {formatDateTime(card.created_at)}</p>
				</Card>
				<Card title="History" className="lg:col-span-2">
					{card.history.length === 0 ? (
						<p className="text-sm text-slate-600">Not used yet.</p>
					) : (
						<ul className="divide-y divide-slate-100 text-sm">
							{card.history.map((entry) => (
								<li key={entry.id} className="flex items-center justify-between gap-3 py-2">
									<span>
										<Link to={`/orders/${entry.order_id}`} className="font-medium text-brand-700 hover:underline">
											Order #{entry.order_id}
										</Link>
										<span className="block text-slate-500">{formatDateTime(entry.created_at)}</span>
									</span>
									<span
										className={`tabular-nums font-medium ${entry.amount < 0 ? "text-green-700" : "text-slate-900"}`}
									>
										{entry.amount < 0 ? `+ ${formatRupees(-entry.amount)} refunded` : `− ${formatRupees(entry.amount)}`}
									</span>
								</li>
							))}
						</ul>
					)}
				</Card>
			</div>
		</>
	);
}
