import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_DAYS } from "@pitara/shared";

const HOUR = 3_600_000;

export interface GrievanceTimes {
	createdAt: Date;
	acknowledgedAt: Date | null;
	resolvedAt: Date | null;
}

export type GrievanceClock = "ok" | "ack_overdue" | "resolve_overdue" | "done";

/**
 * Where a ticket stands against the law's hours (E-Commerce Rules 2020 r.4(5)) at `now`: acknowledged within 48
 * hours of filing, resolved within 30 days. `now` is passed in (the route gives the request's time, tests a fixed
 * one), never read here.
 */
export function grievanceClock(times: GrievanceTimes, now: Date) {
	const ackDueAt = new Date(times.createdAt.getTime() + GRIEVANCE_ACK_HOURS * HOUR);
	const resolveDueAt = new Date(times.createdAt.getTime() + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR);
	const ageHours = Math.max(0, Math.floor((now.getTime() - times.createdAt.getTime()) / HOUR));
	let clock: GrievanceClock = "ok";
	if (times.resolvedAt) clock = "done";
	else if (now.getTime() > resolveDueAt.getTime()) clock = "resolve_overdue";
	else if (!times.acknowledgedAt && now.getTime() > ackDueAt.getTime()) clock = "ack_overdue";
	const status = times.resolvedAt ? "resolved" : times.acknowledgedAt ? "acknowledged" : "open";
	return { ageHours, ackDueAt, resolveDueAt, clock, status } as const;
}
