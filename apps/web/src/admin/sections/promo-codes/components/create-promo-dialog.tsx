import type { AdminPromo, AdminPromoUpdate } from "@pitara/shared";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Modal } from "../../../../components/ui/modal.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useCreatePromoCode } from "../api/create-promo-code.ts";
import { useUpdatePromoCode } from "../api/update-promo-code.ts";
import { EMPTY_SCOPE, type Scope, ScopePicker } from "./scope-picker.tsx";

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

const EMPTY = {
	code: "",
	name: "",
	automatic: false,
	scope: EMPTY_SCOPE as Scope,
	kind: "percent" as "percent" | "amount" | "free_delivery",
	percent: "",
	amount: "",
	cap: "",
	minimum: "",
	from: "",
	until: "",
	firstOrder: false,
	oncePerCustomer: false,
	maxUses: "",
};

/** The India calendar day of an instant, as a date input holds it ("2026-11-30"). */
const indiaDay = (iso: string | null) =>
	iso ? new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10) : "";

/** A saved code's values in the form's fields. */
function fieldsOf(promo: AdminPromo): typeof EMPTY {
	return {
		code: promo.code,
		name: promo.name === promo.code ? "" : promo.name,
		automatic: promo.automatic,
		scope: {
			categoryIds: promo.category_ids,
			subcategoryIds: promo.subcategory_ids,
			productIds: promo.product_ids,
			brandIds: promo.brand_ids,
			productNames: Object.fromEntries(promo.scope.filter((s) => s.kind === "product").map((s) => [s.id, s.name])),
		},
		kind: promo.free_delivery ? "free_delivery" : promo.amount_off !== null ? "amount" : "percent",
		percent: promo.percent_off === null ? "" : String(promo.percent_off),
		amount: promo.amount_off === null ? "" : String(promo.amount_off),
		cap: promo.max_discount === null ? "" : String(promo.max_discount),
		minimum: promo.min_order === 0 ? "" : String(promo.min_order),
		from: indiaDay(promo.starts_at),
		until: indiaDay(promo.expires_at),
		firstOrder: promo.first_order_only,
		oncePerCustomer: promo.once_per_customer,
		maxUses: promo.max_uses === null ? "" : String(promo.max_uses),
	};
}

/**
 * A new promo code, or a saved one changed (`promo`; its code stays, as orders keep it): the code; a percentage
 * off (with an optional cap) or a fixed amount off; a minimum order; the first and last day it works (days in
 * India); first order only; once per customer; how many orders may use it in all. A change sends only the
 * fields that changed (so the audit log shows just those); orders already placed keep their discount. The
 * server checks it all and puts its refusals on their fields.
 */
export function CreatePromoDialog({
	open,
	onClose,
	promo,
}: {
	open: boolean;
	onClose: () => void;
	promo?: AdminPromo | null;
}) {
	const toast = useToast();
	const create = useCreatePromoCode();
	const update = useUpdatePromoCode();
	const kindName = useId();
	const [fields, setFields] = useState(EMPTY);
	const [error, setError] = useState<unknown>(null);
	useEffect(() => {
		if (!open) return;
		setFields(promo ? fieldsOf(promo) : EMPTY);
		setError(null);
	}, [open, promo]);
	const fieldError = (name: string) => (error instanceof ApiError ? error.fieldMessage(name) : undefined);
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setError(null);
		const percent = fields.kind === "percent";
		const free = fields.kind === "free_delivery";
		const values = {
			percent_off: percent ? number(fields.percent) : null,
			amount_off: percent || free ? null : number(fields.amount),
			free_delivery: free,
			name: fields.name.trim(),
			automatic: fields.automatic,
			category_ids: fields.scope.categoryIds,
			subcategory_ids: fields.scope.subcategoryIds,
			product_ids: fields.scope.productIds,
			brand_ids: fields.scope.brandIds,
			max_discount: percent && fields.cap.trim() !== "" ? number(fields.cap) : null,
			min_order: fields.minimum.trim() === "" ? 0 : number(fields.minimum),
			first_order_only: fields.firstOrder,
			once_per_customer: fields.oncePerCustomer,
			max_uses: fields.maxUses.trim() === "" ? null : number(fields.maxUses),
			// days in India: from the start of the first, to the end of the last
			starts_at: fields.from ? new Date(`${fields.from}T00:00:00+05:30`).toISOString() : null,
			expires_at: fields.until ? new Date(`${fields.until}T23:59:59+05:30`).toISOString() : null,
		};
		try {
			let message: string;
			if (promo) {
				// only what changed: a day left as it was keeps its saved instant
				const saved = fieldsOf(promo);
				const change: AdminPromoUpdate = {};
				const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
				const same = {
					free_delivery: values.free_delivery === promo.free_delivery,
					name: values.name === saved.name,
					automatic: values.automatic === promo.automatic,
					category_ids: sameIds(values.category_ids, promo.category_ids),
					subcategory_ids: sameIds(values.subcategory_ids, promo.subcategory_ids),
					product_ids: sameIds(values.product_ids, promo.product_ids),
					brand_ids: sameIds(values.brand_ids, promo.brand_ids),
					percent_off: values.percent_off === promo.percent_off,
					amount_off: values.amount_off === promo.amount_off,
					max_discount: values.max_discount === promo.max_discount,
					min_order: values.min_order === promo.min_order,
					first_order_only: values.first_order_only === promo.first_order_only,
					once_per_customer: values.once_per_customer === promo.once_per_customer,
					max_uses: values.max_uses === promo.max_uses,
					starts_at: fields.from === saved.from,
					expires_at: fields.until === saved.until,
				};
				for (const key of Object.keys(same) as (keyof typeof same)[]) {
					if (!same[key]) Object.assign(change, { [key]: values[key] });
				}
				if (Object.keys(change).length === 0) {
					onClose();
					return;
				}
				message = (await update.mutateAsync({ id: promo.id, ...change })).message;
			} else {
				message = (await create.mutateAsync({ code: fields.code, ...values })).message;
			}
			toast.success(message);
			setFields(EMPTY);
			onClose();
		} catch (caught) {
			setError(caught);
		}
	};
	const hasFieldErrors = error instanceof ApiError && error.errors.length > 0;
	const checkbox = (key: "firstOrder" | "oncePerCustomer", label: string) => (
		<label className="mb-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
			<input
				type="checkbox"
				checked={fields[key]}
				onChange={(event) => setFields({ ...fields, [key]: event.target.checked })}
				className="h-5 w-5"
			/>
			{label}
		</label>
	);
	return (
		<Modal
			open={open}
			onClose={onClose}
			title={promo ? `Change ${promo.code}` : "New promo code"}
			footer={
				<>
					<Button variant="secondary" onClick={onClose}>
						Cancel
					</Button>
					<Button type="submit" form="create-promo" loading={create.isPending || update.isPending}>
						{promo ? "Save code" : "Create code"}
					</Button>
				</>
			}
		>
			<form id="create-promo" onSubmit={submit} noValidate>
				{promo && promo.uses > 0 ? (
					<p className="mb-3 text-sm text-slate-600">
						{promo.uses} {promo.uses === 1 ? "order has" : "orders have"} used this code: they keep the discount they
						got; a change applies to orders from now on.
					</p>
				) : null}
				<TextField
					label={fields.automatic ? "Code (your reference)" : "Code"}
					autoCapitalize="characters"
					readOnly={Boolean(promo)}
					hint={promo ? "A code cannot be renamed: orders keep it" : undefined}
					value={fields.code}
					error={fieldError("code")}
					onChange={(event) => setFields({ ...fields, code: event.target.value })}
				/>
				<TextField
					label="Name shoppers see"
					optional
					hint='The cart shows "Discount (name)"; empty: the code'
					value={fields.name}
					error={fieldError("name")}
					onChange={(event) => setFields({ ...fields, name: event.target.value })}
				/>
				<label className="mb-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
					<input
						type="checkbox"
						checked={fields.automatic}
						onChange={(event) => setFields({ ...fields, automatic: event.target.checked })}
						className="h-5 w-5"
					/>
					Automatic: applied to every cart it fits, without a code
				</label>
				{fields.automatic ? (
					<p className="mb-3 text-xs text-slate-600">
						Shoppers cannot type an automatic promo's code (it is your reference). One promo per order: when a shopper's
						code saves more, the code replaces it.
					</p>
				) : null}
				<fieldset className="mb-4">
					<legend className="mb-1 text-sm font-medium text-slate-800">It takes off</legend>
					<div className="flex flex-wrap gap-x-6">
						{(
							[
								["percent", "A percentage"],
								["amount", "A fixed amount"],
								["free_delivery", "Free delivery"],
							] as const
						).map(([kind, label]) => (
							<label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
								<input
									type="radio"
									name={kindName}
									value={kind}
									checked={fields.kind === kind}
									onChange={() => setFields({ ...fields, kind })}
									className="h-5 w-5"
								/>
								{label}
							</label>
						))}
					</div>
				</fieldset>
				{fields.kind === "percent" ? (
					<div className="grid gap-x-4 sm:grid-cols-2">
						<TextField
							label="Percent off"
							inputMode="numeric"
							value={fields.percent}
							error={fieldError("percent_off")}
							onChange={(event) => setFields({ ...fields, percent: event.target.value })}
						/>
						<TextField
							label="Most it takes off (₹)"
							optional
							inputMode="numeric"
							value={fields.cap}
							error={fieldError("max_discount")}
							onChange={(event) => setFields({ ...fields, cap: event.target.value })}
						/>
					</div>
				) : fields.kind === "amount" ? (
					<TextField
						label="Amount off (₹)"
						inputMode="numeric"
						value={fields.amount}
						error={fieldError("amount_off") ?? fieldError("percent_off")}
						onChange={(event) => setFields({ ...fields, amount: event.target.value })}
					/>
				) : (
					<p className="mb-4 text-sm text-slate-600">
						Takes off the delivery charge (not the cash on delivery fee) when the order has items it applies to.
					</p>
				)}
				{fieldError("free_delivery") ? (
					<p className="mb-2 text-sm text-red-700">{fieldError("free_delivery")}</p>
				) : null}
				<ScopePicker
					scope={fields.scope}
					onChange={(scope) => setFields({ ...fields, scope })}
					error={fieldError("category_ids") ?? fieldError("product_ids")}
				/>
				<TextField
					label="Minimum order (₹)"
					optional
					inputMode="numeric"
					hint="What the items it applies to must be worth, before the discount"
					value={fields.minimum}
					error={fieldError("min_order")}
					onChange={(event) => setFields({ ...fields, minimum: event.target.value })}
				/>
				<div className="grid gap-x-4 sm:grid-cols-2">
					<TextField
						label="First day it works"
						optional
						type="date"
						value={fields.from}
						error={fieldError("starts_at")}
						onChange={(event) => setFields({ ...fields, from: event.target.value })}
					/>
					<TextField
						label="Last day it works"
						optional
						type="date"
						value={fields.until}
						error={fieldError("expires_at")}
						onChange={(event) => setFields({ ...fields, until: event.target.value })}
					/>
				</div>
				<TextField
					label="Total uses (all shoppers)"
					optional
					inputMode="numeric"
					hint="How many orders may use it in all; empty for no limit"
					value={fields.maxUses}
					error={fieldError("max_uses")}
					onChange={(event) => setFields({ ...fields, maxUses: event.target.value })}
				/>
				{checkbox("firstOrder", "Only on a shopper's first order")}
				{checkbox("oncePerCustomer", "Once per shopper")}
				{error && !hasFieldErrors ? (
					<p className="text-sm text-red-700">
						{errorMessage(error, promo ? "Could not save the code" : "Could not create the code")}
					</p>
				) : null}
			</form>
		</Modal>
	);
}
