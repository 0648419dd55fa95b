/** The audit log's changes in words: the shared rule, so the page and the CSV export say the same. */
export { type AuditFieldChange as FieldChange, describeAuditChange as describeChange } from "@pitara/shared";
