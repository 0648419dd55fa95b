import { uiMessages } from "@pitara/shared";
import { type ReactNode, useId, useRef } from "react";
import { CloseIcon } from "./icons.tsx";
import { useFocusTrap } from "./use-focus-trap.ts";

/**
 * A modal panel that slides in from the side (the mobile filter panel):
 * focus moves into it and stays there, Escape or the backdrop closes it, and
 * focus goes back to what opened it.
 */
export function SlideOver({
	open,
	onClose,
	title,
	children,
	footer,
	side = "right",
}: {
	open: boolean;
	onClose: () => void;
	title: string;
	children: ReactNode;
	footer?: ReactNode;
	side?: "left" | "right";
}) {
	const panelRef = useRef<HTMLDivElement>(null);
	const closeRef = useRef<HTMLButtonElement>(null);
	const titleId = useId();
	useFocusTrap(panelRef, open, onClose, closeRef);

	if (!open) return null;
	return (
		<div className="fixed inset-0 z-50">
			<button
				type="button"
				aria-label={uiMessages.close}
				tabIndex={-1}
				className="absolute inset-0 bg-slate-900/40"
				onClick={onClose}
			/>
			<div
				ref={panelRef}
				role="dialog"
				aria-modal="true"
				aria-labelledby={titleId}
				className={`absolute inset-y-0 ${side === "right" ? "right-0" : "left-0"} flex w-[88%] max-w-sm flex-col bg-white shadow-xl`}
			>
				<div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
					<h2 id={titleId} className="text-lg font-semibold text-slate-900">
						{title}
					</h2>
					<button
						ref={closeRef}
						type="button"
						onClick={onClose}
						className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
						aria-label={uiMessages.closeNamed(title)}
					>
						<CloseIcon />
					</button>
				</div>
				<div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
				{footer ? <div className="border-t border-slate-100 px-4 py-3">{footer}</div> : null}
			</div>
		</div>
	);
}
