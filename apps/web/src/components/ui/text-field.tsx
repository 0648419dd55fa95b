import { uiMessages } from "@pitara/shared";
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";

const control =
	"block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-100 read-only:bg-slate-50 sm:text-sm";
const okBorder = "border-slate-300 focus:border-brand-500 focus:ring-brand-200";
const errorBorder = "border-red-500 focus:border-red-500 focus:ring-red-200";

interface FieldShellProps {
	id: string;
	label: ReactNode;
	error?: string | undefined;
	hint?: ReactNode;
	optional?: boolean;
	className?: string;
	children: ReactNode;
}

/**
 * The label, the control, a hint and the error message under it, wired for
 * screen readers. The message line is always there (one line high, empty when
 * there is nothing to say), so an error that appears or clears never moves
 * what is below it: a tap on the submit button lands where the finger is.
 */
export function FieldShell({ id, label, error, hint, optional, className = "", children }: FieldShellProps) {
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
				{label}
				{optional ? <span className="font-normal text-slate-500">{uiMessages.optional}</span> : null}
			</label>
			{children}
			{error ? (
				<p id={`${id}-error`} className="mt-1 min-h-5 text-sm leading-5 text-red-700">
					{error}
				</p>
			) : hint ? (
				<p id={`${id}-hint`} className="mt-1 min-h-5 text-xs leading-5 text-slate-500">
					{hint}
				</p>
			) : (
				<p className="mt-1 min-h-5" aria-hidden="true" />
			)}
		</div>
	);
}

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
	if (error) return `${id}-error`;
	if (hint) return `${id}-hint`;
	return undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
	label: ReactNode;
	error?: string | undefined;
	hint?: ReactNode;
	optional?: boolean;
	id?: string;
	/** something inside the field's right edge, such as a show-password button */
	endAdornment?: ReactNode;
	containerClassName?: string;
	ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error (react-hook-form's `register` spreads onto it). */
export function TextField({
	label,
	error,
	hint,
	optional,
	id,
	endAdornment,
	containerClassName,
	className = "",
	ref,
	...props
}: TextFieldProps) {
	const generated = useId();
	const fieldId = id ?? generated;
	return (
		<FieldShell id={fieldId} label={label} error={error} hint={hint} optional={optional} className={containerClassName}>
			<div className="relative">
				<input
					ref={ref}
					id={fieldId}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(fieldId, error, hint)}
					className={`${control} ${error ? errorBorder : okBorder} ${endAdornment ? "pr-12" : ""} ${className}`}
					{...props}
				/>
				{endAdornment ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div> : null}
			</div>
		</FieldShell>
	);
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
	label: ReactNode;
	error?: string | undefined;
	hint?: ReactNode;
	id?: string;
	/** the first, empty choice ("Select gender") */
	placeholder?: string;
	options: readonly (string | { value: string; label: string })[];
	containerClassName?: string;
	ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker on mobile. */
export function SelectField({
	label,
	error,
	hint,
	id,
	placeholder,
	options,
	containerClassName,
	className = "",
	ref,
	...props
}: SelectFieldProps) {
	const generated = useId();
	const fieldId = id ?? generated;
	return (
		<FieldShell id={fieldId} label={label} error={error} hint={hint} className={containerClassName}>
			<select
				ref={ref}
				id={fieldId}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(fieldId, error, hint)}
				className={`${control} ${error ? errorBorder : okBorder} ${className}`}
				{...props}
			>
				{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
				{options.map((option) => {
					const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
					return (
						<option key={value} value={value}>
							{text}
						</option>
					);
				})}
			</select>
		</FieldShell>
	);
}
