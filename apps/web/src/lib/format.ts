import { formatRupees } from "@pitara/shared";

export { formatRupees };

/** The first name, for greetings. */
export function firstName(fullName: string | null | undefined): string {
	return (fullName ?? "").trim().split(/\s+/)[0] ?? "";
}
