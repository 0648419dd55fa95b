import { uiMessages } from "@pitara/shared";
import { type ReactNode, type RefObject, useId, useRef } from "react";
import { Button } from "./button.tsx";
import { CloseIcon } from "./icons.tsx";
import { useFocusTrap } from "./use-focus-trap.ts";

/**
 * A dialog over the page: named by its title, focus trapped inside, Escape
 * or the close button (and a tap on the backdrop) closes it, and focus goes
 * back to what opened it. On phones it rises from the bottom.
 */
export function Modal({
	open,
	onClose,
	title,
	description,
	children,
	footer,
	initialFocus,
	role = "dialog",
	size = "md",
}: {
	open: boolean;
	onClose: () => void;
	title: string;
	description?: ReactNode;
	children?: ReactNode;
	footer?: ReactNode;
	/** the control to focus first (by default the first one in the dialog) */
	initialFocus?: RefObject<HTMLElement | null>;
	/** "alertdialog" for confirmations */
	role?: "dialog" | "alertdialog";
	size?: "sm" | "md" | "lg";
}) {
	const panelRef = useRef<HTMLDivElement>(null);
	const titleId = useId();
	const descriptionId = useId();
	useFocusTrap(panelRef, open, onClose, initialFocus);

	if (!open) return null;
	const width = size === "sm" ? "sm:max-w-sm" : size === "lg" ? "sm:max-w-2xl" : "sm:max-w-lg";
	return (
		<div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
			{/* a tap outside closes; keyboard and screen reader users have Escape and the Close button */}
			<button
				type="button"
				aria-hidden="true"
				tabIndex={-1}
				className="absolute inset-0 cursor-default bg-slate-900/50"
				onClick={onClose}
			/>
			{/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is "dialog" or "alertdialog", both modal */}
			<div
				ref={panelRef}
				role={role}
				aria-modal="true"
				aria-labelledby={titleId}
				aria-describedby={description ? descriptionId : undefined}
				tabIndex={-1}
				className={`relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:rounded-2xl ${width}`}
			>
				<div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
					<div>
						<h2 id={titleId} className="text-lg font-semibold text-slate-900">
							{title}
						</h2>
						{description ? (
							<div id={descriptionId} className="mt-1 text-sm text-slate-600">
								{description}
							</div>
						) : null}
					</div>
					<button
						type="button"
						onClick={onClose}
						className="-mr-2 -mt-1 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
						aria-label={uiMessages.close}
					>
						<CloseIcon className="h-5 w-5" />
					</button>
				</div>
				{children ? <div className="overflow-y-auto px-5 py-4">{children}</div> : null}
				{footer ? (
					<div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end">
						{footer}
					</div>
				) : null}
			</div>
		</div>
	);
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
	open,
	title,
	message,
	confirmLabel,
	cancelLabel = "Cancel",
	onConfirm,
	onCancel,
	busy = false,
	error,
	danger = true,
}: {
	open: boolean;
	title: string;
	message: ReactNode;
	confirmLabel: string;
	cancelLabel?: string;
	onConfirm: () => void;
	onCancel: () => void;
	busy?: boolean;
	error?: string | null | undefined;
	danger?: boolean;
}) {
	const cancelRef = useRef<HTMLButtonElement>(null);
	return (
		<Modal
			open={open}
			onClose={() => {
				if (!busy) onCancel();
			}}
			title={title}
			description={message}
			role="alertdialog"
			size="sm"
			initialFocus={cancelRef}
			footer={
				<>
					<Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
						{cancelLabel}
					</Button>
					<Button variant={danger ? "danger" : "primary"} onClick={onConfirm} loading={busy}>
						{confirmLabel}
					</Button>
				</>
			}
		>
			{error ? (
				<p role="alert" className="text-sm text-red-700">
					{error}
				</p>
			) : null}
		</Modal>
	);
}
