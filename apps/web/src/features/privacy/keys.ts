/** Query keys of the privacy feature: the grievance officer, the shopper's tickets, the erasure plan. */
export const privacyKeys = {
	officer: ["privacy", "grievance-officer"] as const,
	myGrievances: (userId: number) => ["privacy", "grievances", userId] as const,
	erasurePlan: (userId: number) => ["privacy", "erasure-plan", userId] as const,
	exports: (userId: number) => ["privacy", "exports", userId] as const,
};
