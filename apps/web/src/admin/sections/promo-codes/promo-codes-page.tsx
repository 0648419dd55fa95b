import type { AdminPromo } from "@pitara/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useListParams } from "../../lib/list-params.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { FilterBar, SearchFilter } from "../../ui/filters.tsx";
import { PageHeader, Pill } from "../../ui/page.tsx";
import { usePromoCodes } from "./api/get-promo-codes.ts";
import { useUpdatePromoCode } from "./api/update-promo-code.ts";
import { CreatePromoDialog } from "./components/create-promo-dialog.tsx";

const FILTERS = ["q"] as const;

function Switch({ promo }: { promo: AdminPromo }) {
	const toast = useToast();
	const update = useUpdatePromoCode();
	return (
		<Button
			variant="secondary"
			size="sm"
			loading={update.isPending}
			aria-label={`${promo.active ? "Switch off" : "Switch on"} ${promo.code}`}
			onClick={async () => {
				try {
					toast.success((await update.mutateAsync({ id: promo.id, active: !promo.active })).message);
				} catch (caught) {
					toast.error(errorMessage(caught, "Could not change the code"));
				}
			}}
		>
			{promo.active ? "Switch off" : "Switch on"}
		</Button>
	);
}

const expired = (promo: AdminPromo) => promo.expires_at !== null && new Date(promo.expires_at).getTime() <= Date.now();
const notStarted = (promo: AdminPromo) => promo.starts_at !== null && new Date(promo.starts_at).getTime() > Date.now();

/** "10%, at most ₹200" or "₹150", then its conditions. */
function describePromo(promo: AdminPromo): string {
	const off = promo.free_delivery
		? "Free delivery"
		: promo.amount_off !== null
			? formatRupees(promo.amount_off)
			: `${promo.percent_off}%${promo.max_discount !== null ? `, at most ${formatRupees(promo.max_discount)}` : ""}`;
	const rules = [
		promo.min_order > 0
			? `on ${formatRupees(promo.min_order)} or more${promo.scope.length > 0 ? " of those items" : ""}`
			: null,
		promo.first_order_only ? "first order only" : null,
		promo.once_per_customer ? "once per shopper" : null,
		promo.max_uses !== null ? `${promo.max_uses} uses in all` : null,
	].filter(Boolean);
	return [off, ...rules].join(" · ");
}

/** "All items", or "Toys · LEGO (brand)". */
function describeScope(promo: AdminPromo): string {
	if (promo.scope.length === 0) return "All items";
	return promo.scope.map((s) => (s.kind === "category" ? s.name : `${s.name} (${s.kind})`)).join(" · ");
}

const columns: Column<AdminPromo>[] = [
	{
		header: "Code",
		primary: true,
		cell: (promo) => (
			<span>
				<span className="font-mono">{promo.code}</span>
				{promo.name !== promo.code ? <span className="block text-xs text-slate-600">{promo.name}</span> : null}
				{promo.automatic ? <Pill tone="blue">Automatic</Pill> : null}
			</span>
		),
	},
	{ header: "Takes off", cell: describePromo },
	{ header: "Applies to", cell: describeScope },
	{
		header: "State",
		cell: (promo) =>
			!promo.active ? (
				<Pill tone="grey">Switched off</Pill>
			) : expired(promo) ? (
				<Pill tone="red">Expired</Pill>
			) : notStarted(promo) ? (
				<Pill tone="blue">Not started</Pill>
			) : (
				<Pill tone="green">Works</Pill>
			),
	},
	{
		header: "Valid",
		cell: (promo) =>
			[
				promo.starts_at ? `from ${formatDate(promo.starts_at)}` : null,
				promo.expires_at ? `until ${formatDate(promo.expires_at)}` : "no end",
			]
				.filter(Boolean)
				.join(", "),
	},
	{
		header: "Orders",
		align: "right",
		cell: (promo) => (promo.max_uses !== null ? `${promo.uses} of ${promo.max_uses}` : promo.uses),
	},
];

/**
 * Promo codes: find one, create one, change one (its kind, scope, automatic switch, rules, days, total uses), switch
 * one on or off. Shoppers' checkouts read them fresh; orders placed keep what they got (decision 067).
 */
export default function PromoCodesPage() {
	const { page, filters, setFilter, setPage, clear } = useListParams(FILTERS);
	const [creating, setCreating] = useState(false);
	const [editing, setEditing] = useState<AdminPromo | null>(null);
	const codes = usePromoCodes({ page, q: filters.q || undefined });
	return (
		<>
			<PageHeader title="Promo codes" actions={<Button onClick={() => setCreating(true)}>New promo code</Button>} />
			<FilterBar onClear={clear} activeCount={0}>
				<SearchFilter
					label="Code"
					value={filters.q}
					onChange={(value) => setFilter("q", value)}
					placeholder="Part of a code"
				/>
			</FilterBar>
			<DataTable
				caption="Promo codes"
				query={codes}
				columns={[
					...columns,
					{
						header: "",
						actions: true,
						cell: (promo) => (
							<div className="flex gap-2">
								<Button
									variant="secondary"
									size="sm"
									aria-label={`Change ${promo.code}`}
									onClick={() => setEditing(promo)}
								>
									Change
								</Button>
								<Switch promo={promo} />
							</div>
						),
					},
				]}
				rowKey={(promo) => promo.id}
				empty="No promo code matches."
				page={page}
				onPageChange={setPage}
			/>
			<CreatePromoDialog open={creating} onClose={() => setCreating(false)} />
			<CreatePromoDialog open={editing !== null} promo={editing} onClose={() => setEditing(null)} />
		</>
	);
}
