import { Button } from "../../components/ui/button.tsx";

const count = new Intl.NumberFormat("en-IN");

/** "41–60 of 1,234" with Previous and Next. */
export function Pager({
	page,
	pageSize,
	total,
	onChange,
}: {
	page: number;
	pageSize: number;
	total: number;
	onChange: (page: number) => void;
}) {
	const pages = Math.max(1, Math.ceil(total / pageSize));
	const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
	const last = Math.min(total, page * pageSize);
	return (
		<nav aria-label="Pages" className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-600">
			<p aria-live="polite">
				{count.format(first)}–{count.format(last)} of {count.format(total)}
			</p>
			<div className="flex gap-2">
				<Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
					Previous
				</Button>
				<Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
					Next
				</Button>
			</div>
		</nav>
	);
}
