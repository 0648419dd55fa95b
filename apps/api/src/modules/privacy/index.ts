/** Privacy (issue 30): grievances and the grievance officer; later the data export, erasure and retention. */

export { ERASURE_PLAN, type ErasureRule, taxRecordsKeptUntil } from "./erasure-plan.ts";
export {
	anonymiseGrievancesOfUser,
	deleteOldRetentionRuns,
	findErasure,
	insertErasure,
	insertRetentionRun,
	recentRetentionRuns,
	scrubResolvedGrievances,
} from "./erasures.repository.ts";
export { type GrievanceClock, grievanceClock } from "./grievance-clock.ts";
export {
	type GrievanceOfficerRow,
	type GrievanceRow,
	grievancesOfUser,
	insertGrievance,
	listGrievances,
	lockGrievance,
	markAcknowledged,
	markResolved,
	readGrievanceOfficer,
	saveGrievanceOfficer,
} from "./grievances.repository.ts";
export { toAdminGrievance, toMyGrievance } from "./grievances.service.ts";
