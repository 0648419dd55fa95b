import { type AdminTaxonomyItem, TAXONOMY_KIND_INFO, type TaxonomyKind } from "@pitara/shared";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { Pill } from "../../../ui/page.tsx";
import { useCreateTaxonomyItem } from "../api/create-taxonomy-item.ts";
import { useOrderTaxonomy } from "../api/order-taxonomy.ts";
import { useUpdateTaxonomyItem } from "../api/update-taxonomy-item.ts";

/**
 * One list of the catalogue's setup (the categories, a category's subcategories, a subcategory's
 * super-subcategories, the brands): each row renamed in place, shown or hidden, moved up or down
 * where the storefront keeps an order; a name typed at the bottom adds one.
 */
export function TaxonomyList({
	kind,
	items,
	parentId,
}: {
	kind: TaxonomyKind;
	items: AdminTaxonomyItem[];
	/** the category of subcategories, the subcategory of super-subcategories */
	parentId?: number | undefined;
}) {
	const toast = useToast();
	const info = TAXONOMY_KIND_INFO[kind];
	const label = info.label.toLowerCase();
	const order = useOrderTaxonomy(kind);
	const move = async (index: number, to: number) => {
		const ids = items.map((item) => item.id);
		const [id] = ids.splice(index, 1);
		if (id === undefined) return;
		ids.splice(to, 0, id);
		try {
			toast.success((await order.mutateAsync(ids)).message);
		} catch (caught) {
			toast.error(errorMessage(caught, "Could not save the order"));
		}
	};
	return (
		<div>
			{items.length === 0 ? (
				<p className="mb-3 text-sm text-slate-600">None yet.</p>
			) : (
				<ul
					aria-label={`${info.label} list`}
					className="mb-3 divide-y divide-slate-100 rounded-lg border border-slate-200"
				>
					{items.map((item, index) => (
						<Row
							key={item.id}
							kind={kind}
							item={item}
							move={
								info.ordered
									? {
											busy: order.isPending,
											up: index > 0 ? () => move(index, index - 1) : undefined,
											down: index < items.length - 1 ? () => move(index, index + 1) : undefined,
										}
									: undefined
							}
						/>
					))}
				</ul>
			)}
			<AddForm kind={kind} parentId={parentId} label={label} />
		</div>
	);
}

function Row({
	kind,
	item,
	move,
}: {
	kind: TaxonomyKind;
	item: AdminTaxonomyItem;
	move?: { busy: boolean; up: (() => void) | undefined; down: (() => void) | undefined } | undefined;
}) {
	const toast = useToast();
	const update = useUpdateTaxonomyItem(kind);
	const [renaming, setRenaming] = useState(false);
	const [name, setName] = useState(item.name);
	// a category's or subcategory's Hindi name (decision 061); the others have none
	const [nameHi, setNameHi] = useState(item.name_hi ?? "");
	const [error, setError] = useState<string | null>(null);
	const inputId = useId();
	const change = async (body: { name?: string; active?: boolean; name_hi?: string }) => {
		setError(null);
		try {
			toast.success((await update.mutateAsync({ id: item.id, ...body })).message);
			setRenaming(false);
		} catch (caught) {
			setError(
				caught instanceof ApiError ? (caught.fieldMessage("name") ?? errorMessage(caught)) : errorMessage(caught),
			);
		}
	};
	return (
		<li className="flex flex-wrap items-center gap-2 px-3 py-2">
			{renaming ? (
				<form
					className="flex flex-1 flex-wrap items-center gap-2"
					onSubmit={(event) => {
						event.preventDefault();
						void change({ name, ...(nameHi !== (item.name_hi ?? "") ? { name_hi: nameHi } : {}) });
					}}
				>
					<label htmlFor={inputId} className="sr-only">
						New name of {item.name}
					</label>
					<input
						id={inputId}
						value={name}
						maxLength={80}
						onChange={(event) => setName(event.target.value)}
						className="min-h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
					/>
					{item.name_hi !== undefined ? (
						<>
							<label htmlFor={`${inputId}-hi`} className="sr-only">
								Hindi name of {item.name}
							</label>
							<input
								id={`${inputId}-hi`}
								lang="hi"
								value={nameHi}
								maxLength={80}
								placeholder="हिन्दी नाम"
								onChange={(event) => setNameHi(event.target.value)}
								className="min-h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
							/>
						</>
					) : null}
					<Button type="submit" size="sm" loading={update.isPending}>
						Save
					</Button>
					<Button
						variant="ghost"
						size="sm"
						onClick={() => {
							setRenaming(false);
							setName(item.name);
							setNameHi(item.name_hi ?? "");
							setError(null);
						}}
					>
						Cancel
					</Button>
				</form>
			) : (
				<>
					<span className="min-w-0 flex-1 font-medium text-slate-900">
						{item.name}
						{item.name_hi ? (
							<span lang="hi" className="ml-2 font-normal text-slate-600">
								{item.name_hi}
							</span>
						) : null}
					</span>
					{kind !== "super_subcategory" ? (
						<span className="text-xs text-slate-500">
							{item.products} product{item.products === 1 ? "" : "s"}
						</span>
					) : null}
					{item.active ? <Pill tone="green">Shown</Pill> : <Pill tone="grey">Hidden</Pill>}
					<div className="flex flex-wrap gap-1">
						{move ? (
							<>
								<Button
									variant="ghost"
									size="sm"
									disabled={!move.up || move.busy}
									aria-label={`Move ${item.name} up`}
									onClick={move.up}
								>
									↑
								</Button>
								<Button
									variant="ghost"
									size="sm"
									disabled={!move.down || move.busy}
									aria-label={`Move ${item.name} down`}
									onClick={move.down}
								>
									↓
								</Button>
							</>
						) : null}
						<Button variant="ghost" size="sm" aria-label={`Rename ${item.name}`} onClick={() => setRenaming(true)}>
							Rename
						</Button>
						<Button
							variant="secondary"
							size="sm"
							loading={update.isPending && !renaming}
							aria-label={`${item.active ? "Hide" : "Show"} ${item.name}`}
							onClick={() => change({ active: !item.active })}
						>
							{item.active ? "Hide" : "Show"}
						</Button>
					</div>
				</>
			)}
			{error ? <p className="w-full text-sm text-red-700">{error}</p> : null}
		</li>
	);
}

function AddForm({ kind, parentId, label }: { kind: TaxonomyKind; parentId: number | undefined; label: string }) {
	const toast = useToast();
	const create = useCreateTaxonomyItem(kind);
	const [name, setName] = useState("");
	const [error, setError] = useState<string | null>(null);
	const inputId = useId();
	return (
		<form
			className="flex flex-wrap items-end gap-2"
			noValidate
			onSubmit={async (event) => {
				event.preventDefault();
				setError(null);
				try {
					const answer = await create.mutateAsync({ name, ...(parentId !== undefined ? { parent_id: parentId } : {}) });
					toast.success(answer.message);
					setName("");
				} catch (caught) {
					setError(
						caught instanceof ApiError ? (caught.fieldMessage("name") ?? errorMessage(caught)) : errorMessage(caught),
					);
				}
			}}
		>
			<div className="flex min-w-0 flex-1 flex-col gap-1">
				<label htmlFor={inputId} className="text-sm font-medium text-slate-700">
					New {label}
				</label>
				<input
					id={inputId}
					value={name}
					maxLength={80}
					onChange={(event) => setName(event.target.value)}
					aria-invalid={error ? true : undefined}
					className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm"
				/>
			</div>
			<Button type="submit" loading={create.isPending}>
				Add {label}
			</Button>
			{error ? (
				<p role="alert" className="w-full text-sm text-red-700">
					{error}
				</p>
			) : null}
		</form>
	);
}

/** How many of a list's names have their Hindi (categories and subcategories, decision 061), as a whole percent. */
export function translatedShare(items: readonly { name_hi?: string | undefined }[]): number {
	if (items.length === 0) return 100;
	return Math.round((items.filter((item) => (item.name_hi ?? "").trim() !== "").length / items.length) * 100);
}
