import { uiMessages } from "@pitara/shared";
import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";

/** A password input with a Show / Hide toggle. */
export function PasswordField({ label, ...props }: Omit<TextFieldProps, "type" | "endAdornment">) {
	const [visible, setVisible] = useState(false);
	const name = typeof label === "string" ? label.toLowerCase() : "password";
	return (
		<TextField
			{...props}
			label={label}
			type={visible ? "text" : "password"}
			endAdornment={
				<button
					type="button"
					onClick={() => setVisible((shown) => !shown)}
					aria-label={visible ? uiMessages.hideNamed(name) : uiMessages.showNamed(name)}
					className="rounded-md px-2 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
				>
					{visible ? uiMessages.hide : uiMessages.show}
				</button>
			}
		/>
	);
}
