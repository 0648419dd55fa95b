import { TIMINGS, uiMessages } from "@pitara/shared";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { CloseIcon } from "./icons.tsx";

export type ToastVariant = "success" | "error";

/** A button in the toast, e.g. 'Log in' after 'Please login to add items to cart'; it also closes the toast. */
export interface ToastAction {
	label: string;
	onClick: () => void;
}

interface ToastEntry {
	id: number;
	message: string;
	variant: ToastVariant;
	action?: ToastAction | undefined;
}

export interface ToastApi {
	/** Shows a message for TIMINGS.toastMs (3 s). */
	show: (message: string, variant?: ToastVariant, action?: ToastAction) => void;
	success: (message: string, action?: ToastAction) => void;
	/** A red toast, for failures. */
	error: (message: string, action?: ToastAction) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast stack's id: the header sets --header-height on it (app/layout/header.tsx). */
export const TOAST_STACK_ID = "toasts";

/** How many toasts stay on screen at once; older ones give way. */
const MAX_VISIBLE = 3;

/**
 * Short messages ('Review submitted successfully!', 'Added to cart!'): on a
 * phone at the top, just under the sticky header (its height is the
 * --header-height the header keeps up to date; before it is measured, the
 * phone header's 6.75rem, so the empty stack never moves), where a page's sticky bottom
 * action bar cannot cover them; from `md`, where that bar is gone, at the
 * bottom. Successes are announced politely, errors assertively; each leaves
 * after 3 seconds or when closed.
 */
export function ToastProvider({
	children,
	durationMs = TIMINGS.toastMs,
}: {
	children: ReactNode;
	durationMs?: number;
}) {
	const [toasts, setToasts] = useState<ToastEntry[]>([]);
	const nextId = useRef(1);
	const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

	const dismiss = useCallback((id: number) => {
		setToasts((current) => current.filter((toast) => toast.id !== id));
		const timer = timers.current.get(id);
		if (timer) clearTimeout(timer);
		timers.current.delete(id);
	}, []);

	const show = useCallback(
		(message: string, variant: ToastVariant = "success", action?: ToastAction) => {
			const id = nextId.current++;
			setToasts((current) => [...current, { id, message, variant, action }].slice(-MAX_VISIBLE));
			timers.current.set(
				id,
				setTimeout(() => dismiss(id), durationMs),
			);
		},
		[dismiss, durationMs],
	);

	useEffect(() => {
		const pending = timers.current;
		return () => {
			for (const timer of pending.values()) clearTimeout(timer);
		};
	}, []);

	const api = useMemo<ToastApi>(
		() => ({
			show,
			success: (message, action) => show(message, "success", action),
			error: (message, action) => show(message, "error", action),
		}),
		[show],
	);

	const polite = toasts.filter((toast) => toast.variant === "success");
	const assertive = toasts.filter((toast) => toast.variant === "error");

	return (
		<ToastContext.Provider value={api}>
			{children}
			<div
				id={TOAST_STACK_ID}
				data-testid="toasts"
				className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height,6.75rem)+0.5rem)] z-[60] flex flex-col items-center gap-2 px-4 md:top-auto md:bottom-4"
			>
				{/* live regions without a role, so a page's own role="status" (spinners) stays the only one */}
				<div aria-live="polite" data-testid="toasts-polite" className="flex w-full flex-col items-center gap-2">
					{polite.map((toast) => (
						<ToastMessage key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
					))}
				</div>
				<div aria-live="assertive" data-testid="toasts-assertive" className="flex w-full flex-col items-center gap-2">
					{assertive.map((toast) => (
						<ToastMessage key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
					))}
				</div>
			</div>
		</ToastContext.Provider>
	);
}

function ToastMessage({ toast, onClose }: { toast: ToastEntry; onClose: () => void }) {
	// the border is lighter than the fill, so a toast stands out over a dark banner as well as a white page
	const tone =
		toast.variant === "error" ? "border-red-300 bg-red-700 text-white" : "border-slate-500 bg-slate-900 text-white";
	return (
		<div
			data-variant={toast.variant}
			className={`pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-lg border-2 px-4 py-3 text-sm font-medium shadow-lg ${tone}`}
		>
			<p className="flex-1">{toast.message}</p>
			{toast.action ? (
				<button
					type="button"
					onClick={() => {
						toast.action?.onClick();
						onClose();
					}}
					className="rounded-md bg-white/15 px-2.5 py-1 text-sm font-semibold underline-offset-2 hover:bg-white/25 hover:underline"
				>
					{toast.action.label}
				</button>
			) : null}
			<button
				type="button"
				onClick={onClose}
				className="-mr-1 rounded p-1 opacity-80 hover:opacity-100"
				aria-label={uiMessages.dismiss}
			>
				<CloseIcon className="h-4 w-4" />
			</button>
		</div>
	);
}

/** The toasts of the nearest ToastProvider. */
export function useToast(): ToastApi {
	const api = useContext(ToastContext);
	if (!api) throw new Error("useToast needs a ToastProvider above it");
	return api;
}
