import { RETENTION_DAYS, type RetentionSettings, retentionSettingsSchema } from "@pitara/shared";
import { readSettings, saveSettings } from "../../db/app-settings.ts";
import type { Db } from "../../db/client.ts";

/** The retention periods (app_settings key `retention`), in days; a shop that never edited them runs on these. */
export const RETENTION_SETTINGS_KEY = "retention";
export const DEFAULT_RETENTION: RetentionSettings = {
	otpChallenges: RETENTION_DAYS.otpChallenges,
	endedSessions: RETENTION_DAYS.endedSessions,
	abandonedCarts: RETENTION_DAYS.abandonedCarts,
	closedAlerts: RETENTION_DAYS.closedAlerts,
	contactMessages: RETENTION_DAYS.contactMessages,
	resolvedGrievances: RETENTION_DAYS.resolvedGrievances,
	logFiles: RETENTION_DAYS.logFiles,
	retentionRuns: RETENTION_DAYS.retentionRuns,
};

export function readRetentionSettings(db: Db): Promise<RetentionSettings> {
	return readSettings(db, RETENTION_SETTINGS_KEY, retentionSettingsSchema, DEFAULT_RETENTION);
}

export function saveRetentionSettings(db: Db, settings: RetentionSettings): Promise<void> {
	return saveSettings(db, RETENTION_SETTINGS_KEY, retentionSettingsSchema, settings);
}
