import type { ReactNode } from "react";

export type AlertVariant = "error" | "success" | "info";

const styles: Record<AlertVariant, string> = {
	error: "border-red-200 bg-red-50 text-red-800",
	success: "border-green-200 bg-green-50 text-green-800",
	info: "border-sky-200 bg-sky-50 text-sky-900",
};

/**
 * A message box in the page: errors are announced at once (role alert),
 * successes and notes politely (role status).
 */
export function Alert({
	variant = "error",
	children,
	action,
	className = "",
}: {
	variant?: AlertVariant;
	children: ReactNode;
	/** e.g. a Try again button */
	action?: ReactNode;
	className?: string;
}) {
	return (
		<div
			role={variant === "error" ? "alert" : "status"}
			className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm ${styles[variant]} ${className}`}
		>
			<div className="min-w-0 flex-1">{children}</div>
			{action}
		</div>
	);
}
