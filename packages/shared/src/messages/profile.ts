export const profileMessages = {
	loadFailed: "Failed to fetch profile data",
	fetched: "Profile fetched successfully",
	updateFailed: "Failed to update profile",
	updated: "Profile updated successfully!",
	notProvided: "Not provided",
	notSpecified: "Not specified",
} as const;
