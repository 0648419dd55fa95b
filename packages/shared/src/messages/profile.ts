export const loadFailed = "Failed to fetch profile data";
export const fetched = "Profile fetched successfully";
export const updateFailed = "Failed to update profile";
export const updated = "Profile updated successfully!";
export const notProvided = "Not provided";
export const notSpecified = "Not specified";
