/**
 * Audit: the log of every change the shop's staff make. Admin writes go
 * through `audited()`, which writes the entry in the change's own transaction.
 */
export { type AuditFilter, type AuditRow, listAuditActors, listAuditEntries } from "./audit.repository.ts";
export {
	type AuditActor,
	type AuditedChange,
	audited,
	recordCustomerRead,
	type StaffActor,
	staffReadsOf,
} from "./audit.service.ts";
export {
	deleteStaffNotesOfUser,
	insertStaffNote,
	notesOf,
	type StaffNoteRow,
	type StaffNoteSubject,
} from "./notes.repository.ts";
