import { useEffect, useId, useRef } from "react";

const ACTIONS = [
	{ command: "bold", label: "Bold", text: "B", className: "font-bold" },
	{ command: "italic", label: "Italic", text: "I", className: "italic" },
	{ command: "insertUnorderedList", label: "Bulleted list", text: "• List", className: "" },
	{ command: "insertOrderedList", label: "Numbered list", text: "1. List", className: "" },
] as const;

/**
 * A small rich-text editor for product descriptions and specifications: a
 * contenteditable with bold, italic and lists. What it writes is only a
 * draft; the server sanitises the HTML with the storefront's rules before
 * saving (the saved product shows what was kept).
 */
export function RichTextEditor({
	label,
	value,
	onChange,
	error,
}: {
	label: string;
	value: string;
	onChange: (html: string) => void;
	error?: string | undefined;
}) {
	const id = useId();
	const editor = useRef<HTMLDivElement>(null);
	// the editor owns its DOM while focused; a value from outside (a reload, a reset) replaces it
	useEffect(() => {
		const node = editor.current;
		if (node && document.activeElement !== node && node.innerHTML !== value) node.innerHTML = value;
	}, [value]);
	const run = (command: string) => {
		editor.current?.focus();
		document.execCommand(command);
		onChange(editor.current?.innerHTML ?? "");
	};
	return (
		<div>
			<span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
				{label}
			</span>
			<div className={`rounded-lg border bg-white ${error ? "border-red-500" : "border-slate-300"}`}>
				<div role="toolbar" aria-label={`${label} formatting`} className="flex gap-1 border-b border-slate-200 p-1">
					{ACTIONS.map((action) => (
						<button
							key={action.command}
							type="button"
							aria-label={action.label}
							title={action.label}
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => run(action.command)}
							className={`min-h-9 min-w-9 rounded px-2 text-sm text-slate-700 hover:bg-slate-100 ${action.className}`}
						>
							{action.text}
						</button>
					))}
				</div>
				{/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element */}
				<div
					ref={editor}
					role="textbox"
					tabIndex={0}
					aria-multiline="true"
					aria-labelledby={`${id}-label`}
					contentEditable
					suppressContentEditableWarning
					onInput={(event) => onChange(event.currentTarget.innerHTML)}
					className="prose-sm min-h-24 px-3 py-2 text-sm text-slate-900 focus:outline-none [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
				/>
			</div>
			{error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
		</div>
	);
}
