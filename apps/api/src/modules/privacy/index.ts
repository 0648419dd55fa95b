/** Privacy (issue 30): grievances and the grievance officer, the data exports, erasure's plan and records. */

export {
	claimPendingExports,
	type DataExportRow,
	deleteExpiredExports,
	deleteExportsOfUser,
	exportsOfUser,
	insertDataExport,
	markExportReady,
	pendingExportOf,
	readyExportFile,
} from "./data-exports.repository.ts";
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
export { exportZip, sectionCsv } from "./export-zip.ts";
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
export {
	DEFAULT_RETENTION,
	RETENTION_SETTINGS_KEY,
	readRetentionSettings,
	saveRetentionSettings,
} from "./retention-settings.ts";
