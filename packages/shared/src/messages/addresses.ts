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

export const myAddresses = "My Addresses";
export const back = "Back";
export const addNewAddress = "Add New Address";
export const loadingAddresses = "Loading addresses";
export const tryAgain = "Try again";
export const addOneNowTo = "Add one now to check out faster.";
export const deleteAddress = "Delete address?";
export const defaultText = "Default";
export const edit = "Edit";
export const deleteText = "Delete";
export const cancel = "Cancel";
export const fullName = "Full name";
export const phoneNumber = "Phone number";
export const addressLine1 = "Address line 1";
export const houseFlatNumberBuilding = "House / flat number, building, street";
export const addressLine2 = "Address line 2";
export const areaLandmark = "Area, landmark";
export const city = "City";
export const pincode = "Pincode";
export const state = "State";
export const selectState = "Select state";
export const country = "Country";
export const yourFirstAddressBecomes = "Your first address becomes your default address.";
export const makeThisMyDefault = "Make this my default address";

export const editAddressOf = (name: string) => `Edit address of ${name}`;
export const deleteAddressOf = (name: string) => `Delete address of ${name}`;
export const savingFor = (name: string) => `Saving: ${name}`;
export const setDefaultFor = (name: string) => `Set as default: ${name}`;
export const saving = "Saving…";
export const setAsDefault = "Set as default";
export const editAddress = "Edit Address";
export const saveChanges = "Save Changes";
export const saveAddress = "Save Address";
/** the country field's hint */
export const countryHint = "We deliver within India.";
