import { type ReactNode, useEffect, useId, useState } from "react";
import { useNavigation } from "react-router";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";

const control =
	"block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm";

/**
 * The filters above a list: one row on a laptop. On a phone the first
 * (usually the search) stays in view and the rest fold behind a Filters
 * button that says how many are set.
 */
export function FilterBar({
	children,
	more,
	activeCount = 0,
	onClear,
	stacked = false,
}: {
	children: ReactNode;
	/** the filters a phone folds away */
	more?: ReactNode;
	/** how many of `more` are set */
	activeCount?: number;
	onClear?: () => void;
	/**
	 * the search on its own row and the other filters in one row under it (with "Clear filters" at its end): for a
	 * list with many filters, which beside the search would wrap into a tall block and leave an empty one
	 */
	stacked?: boolean;
}) {
	const [open, setOpen] = useState(false);
	const panelId = useId();
	return (
		<div className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3">
			{children}
			{more ? (
				<>
					<button
						type="button"
						aria-expanded={open}
						aria-controls={panelId}
						onClick={() => setOpen((value) => !value)}
						className="min-h-10 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 md:hidden"
					>
						Filters{activeCount > 0 ? ` (${activeCount})` : ""}
					</button>
					<div
						id={panelId}
						className={`${open ? "flex" : "hidden"} w-full flex-wrap items-end gap-3 md:flex ${stacked ? "" : "md:w-auto md:flex-1"}`}
					>
						{more}
						{stacked && onClear ? (
							<button
								type="button"
								onClick={onClear}
								className="ml-auto min-h-10 px-2 text-sm font-medium text-brand-700 hover:underline"
							>
								Clear filters
							</button>
						) : null}
					</div>
				</>
			) : null}
			{onClear && !(stacked && more) ? (
				<button
					type="button"
					onClick={onClear}
					className="min-h-10 px-2 text-sm font-medium text-brand-700 hover:underline"
				>
					Clear filters
				</button>
			) : null}
		</div>
	);
}

function Labelled({ label, id, children, wide }: { label: string; id: string; children: ReactNode; wide?: boolean }) {
	return (
		<div className={wide ? "min-w-48 flex-1" : "w-full min-w-36 sm:w-auto"}>
			<label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
				{label}
			</label>
			{children}
		</div>
	);
}

/** A search box that filters once typing pauses (the list asks the server, not every keystroke). */
export function SearchFilter({
	label,
	value,
	onChange,
	placeholder,
}: {
	label: string;
	value: string;
	onChange: (value: string) => void;
	placeholder?: string;
}) {
	const id = useId();
	const [text, setText] = useState(value);
	const settled = useDebouncedValue(text, 350);
	// a row clicked while typing paused: the console is on its way to another page, and writing the
	// search into the address bar now would cancel that navigation and leave the staff on the list
	const leaving = useNavigation().state !== "idle";
	// the address bar changed (back button, Clear filters): show what it says
	useEffect(() => setText(value), [value]);
	useEffect(() => {
		if (!leaving && settled.trim() !== value) onChange(settled.trim());
	}, [settled, value, onChange, leaving]);
	return (
		<Labelled label={label} id={id} wide>
			<input
				id={id}
				type="search"
				value={text}
				placeholder={placeholder}
				onChange={(event) => setText(event.target.value)}
				className={control}
			/>
		</Labelled>
	);
}

export function SelectFilter({
	label,
	value,
	onChange,
	options,
	anyLabel = "Any",
}: {
	label: string;
	value: string;
	onChange: (value: string) => void;
	options: readonly (string | { value: string; label: string })[];
	anyLabel?: string;
}) {
	const id = useId();
	return (
		<Labelled label={label} id={id}>
			<select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control}>
				<option value="">{anyLabel}</option>
				{options.map((option) => {
					const { value: v, label: text } = typeof option === "string" ? { value: option, label: option } : option;
					return (
						<option key={v} value={v}>
							{text}
						</option>
					);
				})}
			</select>
		</Labelled>
	);
}

export function DateFilter({
	label,
	value,
	onChange,
}: {
	label: string;
	value: string;
	onChange: (value: string) => void;
}) {
	const id = useId();
	return (
		<Labelled label={label} id={id}>
			<input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} className={control} />
		</Labelled>
	);
}
