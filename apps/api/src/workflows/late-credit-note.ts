import type { CreditNoteOptions } from "../modules/invoices/index.ts";

/**
 * Section 34(2) of the CGST Act (issue 29 item 4): a credit note against an
 * invoice of a financial year is refused after 30 November of the next one
 * unless a member of staff confirms the exception. The confirmation travels
 * in the staff's request (`confirm_late_credit_note`) and is kept in that
 * request's audit entry; a shopper's own cancellation cannot confirm it.
 */
export function lateCreditNote(
	actor: { userId: number | null; name: string; role: string },
	confirmed: boolean | undefined,
): CreditNoteOptions {
	if (!confirmed || actor.role === "customer" || actor.userId === null) return {};
	return { lateConfirmedBy: { userId: actor.userId, name: actor.name } };
}
