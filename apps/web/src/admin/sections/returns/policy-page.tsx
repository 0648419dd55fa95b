import type { AdminReturnPolicy } from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import {
	useRemoveReturnRule,
	useReturnPolicy,
	useReturnsSettings,
	useSaveReturnRule,
	useSaveReturnsSettings,
} from "./api/returns.ts";

type Rule = AdminReturnPolicy["categories"][number]["rule"];
type Policy = AdminReturnPolicy["categories"][number]["policy"];

/** One category's, subcategory's or product's rule: what applies, and a form to set or remove its own. */
function RuleRow({
	scope,
	id,
	name,
	rule,
	policy,
}: {
	scope: "category" | "subcategory" | "product";
	id: number;
	name: string;
	rule: Rule;
	policy?: Policy;
}) {
	const save = useSaveReturnRule();
	const remove = useRemoveReturnRule();
	const toast = useToast();
	const [editing, setEditing] = useState(false);
	const [returnable, setReturnable] = useState(rule?.returnable ?? policy?.returnable ?? true);
	const [days, setDays] = useState(rule?.window_days || policy?.window_days || 15);
	const [exchange, setExchange] = useState(rule?.exchange ?? policy?.exchange ?? false);
	const [unopened, setUnopened] = useState(rule?.unopened_only ?? policy?.unopened_only ?? false);
	const error = save.error ?? remove.error;
	return (
		<li className="py-2 text-sm">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<span>
					<span className="font-medium">{name}</span>
					{policy ? <span className="text-slate-600"> · {policy.words}</span> : null}
					<span className="text-xs text-slate-500"> {rule ? "(own rule)" : "(default)"}</span>
				</span>
				<span className="flex gap-2">
					<Button size="sm" variant="secondary" onClick={() => setEditing(!editing)}>
						Edit
					</Button>
					{rule ? (
						<Button
							size="sm"
							variant="ghost"
							disabled={remove.isPending}
							onClick={() => remove.mutate({ scope, id }, { onSuccess: () => toast.success("Rule removed") })}
						>
							Remove rule
						</Button>
					) : null}
				</span>
			</div>
			{editing ? (
				<form
					className="mt-2 flex flex-wrap items-end gap-3"
					onSubmit={(event) => {
						event.preventDefault();
						save.mutate(
							{
								scope,
								target_id: id,
								returnable,
								window_days: returnable ? days : 0,
								exchange,
								unopened_only: unopened,
							},
							{
								onSuccess: () => {
									toast.success("Return rule saved");
									setEditing(false);
								},
							},
						);
					}}
				>
					<label className="flex items-center gap-1">
						<input type="checkbox" checked={returnable} onChange={(e) => setReturnable(e.target.checked)} /> Returnable
					</label>
					<label>
						Days
						<input
							type="number"
							min={1}
							max={365}
							value={days}
							disabled={!returnable}
							onChange={(e) => setDays(Number(e.target.value))}
							className="ml-1 w-20 rounded border border-slate-300 px-2 py-1"
						/>
					</label>
					<label className="flex items-center gap-1">
						<input
							type="checkbox"
							checked={exchange}
							disabled={!returnable}
							onChange={(e) => setExchange(e.target.checked)}
						/>{" "}
						Size exchange
					</label>
					<label className="flex items-center gap-1">
						<input
							type="checkbox"
							checked={unopened}
							disabled={!returnable}
							onChange={(e) => setUnopened(e.target.checked)}
						/>{" "}
						Only unopened
					</label>
					<Button size="sm" type="submit" disabled={save.isPending}>
						Save
					</Button>
				</form>
			) : null}
			{error ? <Alert variant="error">{errorMessage(error, "Not saved")}</Alert> : null}
		</li>
	);
}

/** The self-ship courier fee and the days an exchange's size is held (decision 054). */
function ReturnsSettingsCard() {
	const settings = useReturnsSettings();
	const save = useSaveReturnsSettings();
	const toast = useToast();
	const [fee, setFee] = useState<string | null>(null);
	const [days, setDays] = useState<string | null>(null);
	if (!settings.data) return null;
	const shownFee = fee ?? String(settings.data.self_ship_fee);
	const shownDays = days ?? String(settings.data.exchange_hold_days);
	return (
		<Card title="Returns settings">
			<form
				aria-label="Returns settings"
				className="flex flex-wrap items-end gap-4 text-sm"
				onSubmit={(event) => {
					event.preventDefault();
					save.mutate(
						{ self_ship_fee: Number(shownFee), exchange_hold_days: Number(shownDays) },
						{ onSuccess: () => toast.success("Returns settings saved") },
					);
				}}
			>
				<label className="flex flex-col">
					Self-ship courier fee (₹)
					<input
						type="number"
						min={0}
						max={1000}
						step="0.01"
						value={shownFee}
						onChange={(e) => setFee(e.target.value)}
						className="mt-1 w-28 rounded border border-slate-300 px-2 py-1"
					/>
				</label>
				<label className="flex flex-col">
					Days an exchange size is held
					<input
						type="number"
						min={1}
						max={60}
						value={shownDays}
						onChange={(e) => setDays(e.target.value)}
						className="mt-1 w-20 rounded border border-slate-300 px-2 py-1"
					/>
				</label>
				<Button size="sm" type="submit" disabled={save.isPending}>
					Save
				</Button>
			</form>
			<p className="mt-2 text-xs text-slate-500">
				A shopper whose pincode has no pickup sends the parcel and gets the fee as Pitara Credit with the refund. An
				exchange's size goes back on sale when the pickup has not happened this many days after the last step.
			</p>
			{save.error ? <Alert variant="error">{errorMessage(save.error, "Not saved")}</Alert> : null}
		</Card>
	);
}

/** The return policy as data: each category and subcategory (a subcategory's rule wins), and product rules. */
export default function PolicyPage() {
	const policy = useReturnPolicy();
	if (policy.isError) return <Alert variant="error">{errorMessage(policy.error, "Failed to load the policy")}</Alert>;
	if (!policy.data) return null;
	return (
		<>
			<PageHeader title="Return policy" />
			<p className="mb-4 text-sm text-slate-600">
				The product page and the order page show what applies. A product's own rule wins over its subcategory's, which
				wins over its category's. Without rules: 15 days with size exchange for clothing, footwear and toys; earrings
				not returnable; skincare only unopened; anything else 15 days.
			</p>
			<div className="space-y-4">
				<ReturnsSettingsCard />
				{policy.data.categories.map((c) => (
					<Card key={c.id} title={c.name}>
						<ul className="divide-y divide-slate-100">
							<RuleRow scope="category" id={c.id} name={`All of ${c.name}`} rule={c.rule} policy={c.policy} />
							{c.subcategories.map((s) => (
								<RuleRow key={s.id} scope="subcategory" id={s.id} name={s.name} rule={s.rule} policy={s.policy} />
							))}
						</ul>
					</Card>
				))}
				{policy.data.products.length > 0 ? (
					<Card title="Products with their own rule">
						<ul className="divide-y divide-slate-100">
							{policy.data.products.map((p) => (
								<RuleRow key={p.product_id} scope="product" id={p.product_id} name={p.name} rule={p.rule} />
							))}
						</ul>
					</Card>
				) : null}
			</div>
		</>
	);
}
