import type { AdminPage } from "@pitara/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { Pager } from "./pager.tsx";

export interface Column<T> {
	header: string;
	cell: (row: T) => ReactNode;
	/** right-aligned numbers and amounts */
	align?: "left" | "right";
	/** on a phone the row is a card: the primary column is its title, the others label: value lines */
	primary?: boolean;
	/** left out of the phone's card (still in the desktop table) */
	hideOnPhone?: boolean;
	/** buttons: on the phone's card, a row of their own without a label */
	actions?: boolean;
}

/**
 * A server-paged list: a table on a laptop, a stack of cards on a phone. It
 * shows a loading placeholder, the error with Try again, the empty state,
 * or the rows with the pager; while the next page loads the current one
 * stays, dimmed. A row with `rowHref` opens its page.
 */
export function DataTable<T>({
	query,
	columns,
	rowKey,
	rowHref,
	empty,
	page,
	onPageChange,
	caption,
}: {
	query: UseQueryResult<AdminPage<T>>;
	columns: Column<T>[];
	rowKey: (row: T) => string | number;
	rowHref?: (row: T) => string;
	empty: ReactNode;
	page: number;
	onPageChange: (page: number) => void;
	/** what the table lists, for screen readers */
	caption: string;
}) {
	if (query.isPending) {
		return (
			<div role="status" aria-label={`Loading ${caption.toLowerCase()}`} className="space-y-2">
				{Array.from({ length: 6 }, (_, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
					<div key={index} className="h-12 animate-pulse rounded-lg bg-white" />
				))}
			</div>
		);
	}
	if (query.isError && !query.data) {
		return (
			<Alert
				action={
					<Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
						Try again
					</Button>
				}
			>
				{errorMessage(query.error, `Could not load ${caption.toLowerCase()}`)}
			</Alert>
		);
	}
	const data = query.data;
	if (!data || data.response.length === 0) {
		return (
			<div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
				{empty}
			</div>
		);
	}
	const primary = columns.find((column) => column.primary) ?? columns[0];
	const rest = columns.filter((column) => column !== primary && !column.hideOnPhone && !column.actions);
	const actions = columns.filter((column) => column.actions);
	const dim = query.isPlaceholderData ? "opacity-60" : "";

	return (
		<div>
			{/* laptop: a table */}
			<div className={`hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block ${dim}`}>
				<table className="w-full text-left text-sm">
					<caption className="sr-only">{caption}</caption>
					<thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
						<tr>
							{columns.map((column) => (
								<th
									key={column.header}
									scope="col"
									className={`px-4 py-3 font-semibold ${column.align === "right" ? "text-right" : ""}`}
								>
									{column.header}
								</th>
							))}
						</tr>
					</thead>
					<tbody className="divide-y divide-slate-100">
						{data.response.map((row) => (
							<tr key={rowKey(row)} className="hover:bg-slate-50">
								{columns.map((column, index) => (
									<td
										key={column.header}
										className={`px-4 py-3 align-top ${column.align === "right" ? "text-right tabular-nums" : ""}`}
									>
										{index === 0 && rowHref ? (
											<Link to={rowHref(row)} className="font-medium text-brand-700 hover:underline">
												{column.cell(row)}
											</Link>
										) : (
											column.cell(row)
										)}
									</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</div>

			{/* phone: cards */}
			<ul className={`space-y-2 md:hidden ${dim}`} aria-label={caption}>
				{data.response.map((row) => (
					<li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4">
						<div className="font-semibold text-slate-900">
							{rowHref && primary ? (
								<Link to={rowHref(row)} className="text-brand-700 hover:underline">
									{primary.cell(row)}
								</Link>
							) : (
								primary?.cell(row)
							)}
						</div>
						<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
							{rest.map((column) => (
								<div key={column.header} className="contents">
									<dt className="text-slate-500">{column.header}</dt>
									<dd className="min-w-0 break-words text-slate-800">{column.cell(row)}</dd>
								</div>
							))}
						</dl>
						{actions.map((column) => (
							<div key={column.header} className="mt-3 flex flex-wrap gap-2 empty:hidden">
								{column.cell(row)}
							</div>
						))}
					</li>
				))}
			</ul>

			<Pager page={page} pageSize={data.page_size} total={data.total} onChange={onPageChange} />
		</div>
	);
}
