import type { AdminGrievance, GrievanceTopic } from "@pitara/shared";
import { grievanceClock } from "./grievance-clock.ts";
import type { GrievanceRow } from "./grievances.repository.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A ticket as its own shopper sees it: the status, never the staff's names. */
export function toMyGrievance(row: GrievanceRow) {
	const { status } = grievanceClock(row, row.createdAt);
	return {
		ticket: row.ticket,
		topic: row.topic as GrievanceTopic,
		status,
		created_at: row.createdAt.toISOString(),
		acknowledged_at: iso(row.acknowledgedAt),
		resolved_at: iso(row.resolvedAt),
		resolution_note: row.resolutionNote,
	};
}

/** A ticket in the console's queue, with its age against the 48 hours and the 30 days at `now`. */
export function toAdminGrievance(row: GrievanceRow, now: Date): AdminGrievance {
	const c = grievanceClock(row, now);
	return {
		...toMyGrievance(row),
		id: row.id,
		name: row.name,
		email: row.email,
		phone: row.phone,
		order_ref: row.orderRef,
		message: row.message,
		user_id: row.userId,
		acknowledged_by: row.acknowledgedBy,
		resolved_by: row.resolvedBy,
		age_hours: c.ageHours,
		ack_due_at: c.ackDueAt.toISOString(),
		resolve_due_at: c.resolveDueAt.toISOString(),
		clock: c.clock,
	};
}
