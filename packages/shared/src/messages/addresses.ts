export const loadFailed = "Failed to fetch addresses";
export const confirmDelete = "Are you sure you want to delete this address? This action cannot be undone.";
export const nameRequired = "Name is required";
export const addressLine1Required = "Address line 1 is required";
export const cityRequired = "City is required";
export const stateRequired = "Please choose a state";
export const countryRequired = "Country is required";
export const onlyIndia = "We deliver only within India";
export const tooLong = (max: number) => `Must be at most ${max} characters`;
export const added = "Address added";
export const updated = "Address updated";
export const deleted = "Address deleted";
export const defaultSet = "Default address updated";
export const notFound = "Address not found";
export const limitReached = (max: number) =>
	`You can save up to ${max} addresses. Please delete one before adding another.`;
export const empty = "You have not saved any addresses yet.";
export const unknownPincode = (pincode: string) => `We could not find pincode ${pincode}. Please check it.`;
export const stateMismatch = (pincode: string, state: string) =>
	`Pincode ${pincode} is in ${state}. Please check the pincode or the state.`;
