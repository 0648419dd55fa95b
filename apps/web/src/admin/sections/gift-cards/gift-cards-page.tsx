import type { AdminGiftCard } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { formatRupees } from "../../../lib/format.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { FilterBar, SearchFilter, SelectFilter } from "../../ui/filters.tsx";
import { PageHeader } from "../../ui/page.tsx";
import { useGiftCards } from "./api/get-gift-cards.ts";
import { GiftCardState } from "./components/gift-card-state.tsx";
import { IssueGiftCardDialog } from "./components/issue-gift-card-dialog.tsx";

const FILTERS = ["q", "active"] as const;

const columns: Column<AdminGiftCard>[] = [
	{ header: "Code", primary: true, cell: (card) => <span className="font-mono">{card.code}</span> },
	{ header: "Balance", align: "right", cell: (card) => formatRupees(card.balance) },
	{ header: "Issued for", align: "right", cell: (card) => formatRupees(card.initial_balance) },
	{ header: "State", cell: (card) => <GiftCardState card={card} /> },
	{ header: "Works until", cell: (card) => (card.expires_at ? formatDate(card.expires_at) : "No end") },
	{ header: "Issued", cell: (card) => formatDate(card.created_at), hideOnPhone: true },
];

/** Gift cards: find one, issue one. */
export default function GiftCardsPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const [issuing, setIssuing] = useState(false);
	const cards = useGiftCards({
		page,
		q: filters.q || undefined,
		active: (filters.active || undefined) as "true" | "false" | undefined,
	});
	return (
		<>
			<PageHeader title="Gift cards" actions={<Button onClick={() => setIssuing(true)}>Issue a card</Button>} />
			<FilterBar
				onClear={clear}
				activeCount={filters.active ? 1 : 0}
				more={
					<SelectFilter
						label="State"
						value={filters.active}
						onChange={(value) => setFilter("active", value)}
						options={[
							{ value: "true", label: "Switched on" },
							{ value: "false", label: "Switched off" },
						]}
					/>
				}
			>
				<SearchFilter
					label="Code"
					value={filters.q}
					onChange={(value) => setFilter("q", value)}
					placeholder="Part of a code"
				/>
			</FilterBar>
			<DataTable
				caption="Gift cards"
				query={cards}
				columns={columns}
				rowKey={(card) => card.id}
				rowHref={(card) => `/gift-cards/${card.id}`}
				empty="No gift card matches."
				page={page}
				onPageChange={setPage}
			/>
			<IssueGiftCardDialog open={issuing} onClose={() => setIssuing(false)} />
		</>
	);
}
