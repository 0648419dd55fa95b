import type { ButtonHTMLAttributes, Ref } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
	"inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<ButtonVariant, string> = {
	primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-800",
	secondary: "border border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700",
	ghost: "text-brand-700 hover:bg-brand-50",
	danger: "bg-red-700 text-white hover:bg-red-800",
};
const sizes: Record<ButtonSize, string> = {
	sm: "min-h-9 px-3 text-sm",
	md: "min-h-11 px-4 text-sm",
	lg: "min-h-12 px-6 text-base",
};

/** The classes of a button, for links that look like one. */
export function buttonClasses({
	variant = "primary",
	size = "md",
	fullWidth = false,
	className = "",
}: {
	variant?: ButtonVariant;
	size?: ButtonSize;
	fullWidth?: boolean;
	className?: string;
} = {}): string {
	return `${base} ${variants[variant]} ${sizes[size]} ${fullWidth ? "w-full" : ""} ${className}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
	variant?: ButtonVariant;
	size?: ButtonSize;
	fullWidth?: boolean;
	/** disables the button and shows a spinner while a request runs */
	loading?: boolean;
	ref?: Ref<HTMLButtonElement>;
}

/** A button; `type` defaults to "button" so that only the submit button submits a form. */
export function Button({
	variant,
	size,
	fullWidth,
	loading = false,
	disabled,
	className,
	children,
	type = "button",
	ref,
	...props
}: ButtonProps) {
	return (
		<button
			ref={ref}
			type={type}
			disabled={disabled || loading}
			aria-busy={loading || undefined}
			className={buttonClasses({ variant, size, fullWidth, className })}
			{...props}
		>
			{loading ? (
				<span
					aria-hidden="true"
					className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
				/>
			) : null}
			{children}
		</button>
	);
}
