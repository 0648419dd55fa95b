export const loadFailed = "Failed to fetch profile data";
export const fetched = "Profile fetched successfully";
export const updateFailed = "Failed to update profile";
export const updated = "Profile updated successfully!";
export const notProvided = "Not provided";
export const notSpecified = "Not specified";

export const loadingYourProfile = "Loading your profile";
export const tryAgain = "Try Again";
export const error = "Error: ";
export const back = "Back";
export const editProfile = "Edit Profile";
export const myProfile = "My Profile";
export const devices = "Devices";
export const loggedInOnA =
	"Logged in on a phone or computer you no longer use? This ends every session of your account, this one too. Each device will need a new login code.";
export const logOutOfAll = "Log out of all devices";
export const fullName = "Full name";
export const gender = "Gender";
export const selectGender = "Select gender";
export const dateOfBirth = "Date of birth";
export const email = "Email";
export const phone = "Phone";
export const cancel = "Cancel";
/** the Pitara Credit page (issue 24), a view of the account's page */
export const creditTitle = "Pitara Credit";
export const creditBalance = "Balance";
export const creditEmpty = "No Pitara Credit yet. Refunds you choose to take as credit appear here.";
export const creditLoadFailed = "Failed to load your Pitara Credit";
export const creditKinds = { credit: "Added", debit: "Spent", expiry: "Expired" } as Record<string, string>;
export const creditOrder = (orderId: number) => `Order #${orderId}`;
export const creditLinkHint = "Your balance and every credit and spend";
export const personalDetails = "Personal details";
/** a gender as the profile shows it and its choices read, by the value the account stores (choices.ts GENDERS) */
export const genders = {
	Male: "Male",
	Female: "Female",
	Other: "Other",
	"Prefer not to say": "Prefer not to say",
} as Record<string, string>;

export const saving = "Saving…";
export const saveChanges = "Save Changes";
/** the read-only fields' hints */
export const emailHint = "Your email cannot be changed here.";
export const phoneHint = "You log in with this number.";
