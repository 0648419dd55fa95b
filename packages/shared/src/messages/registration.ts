export const fullNameRequired = "Full name is required";
export const tooShort = "Too Short!";
export const tooLong = "Too Long!";
export const emailRequired = "Email is required";
export const emailInvalid = "Invalid email";
export const phoneRequired = "Phone number is required";
export const phoneDigits = "Phone number must be 10 digits";
export const passwordRequired = "Password is required";
export const passwordMin = "Password must be at least 6 characters";
export const confirmRequired = "Confirm Password is required";
export const passwordsMustMatch = "Passwords must match";
export const genderRequired = "Gender is required";
export const dobRequired = "Date of birth is required";
export const dobFuture = "Date of birth cannot be in the future";
export const success = "Registration successful! Please log in.";
export const failed = "Registration failed. Please try again.";
export const phoneTaken = "An account with this phone number already exists.";
export const emailTaken = "An account with this email already exists.";

export const createAnAccount = "Create an account";
export const saveAddressesKeepA = "Save addresses, keep a wishlist and follow your orders.";
export const alreadyRegisteredLogIn = "Already registered? Log in";
export const fullName = "Full name";
export const email = "Email";
export const phoneNumber = "Phone number";
export const password = "Password";
export const confirmPassword = "Confirm password";
export const gender = "Gender";
export const selectGender = "Select gender";
export const dateOfBirth = "Date of birth";
export const iAgreeToPitara = "I agree to Pitara's terms and the";
export const privacyPolicy = "privacy policy";
export const alreadyHaveAnAccount = "Already have an account?";
export const logIn = "Log in";
export const whatWeKeepAndWhy = "what we keep and why";
/** issue 30: the link to the itemised privacy notice (login and registration) */
export const privacyNoticeLink = "How we use your data (privacy notice)";

export const creatingAccount = "Creating account…";
export const createAccount = "Create Account";
/** the fields' hints */
export const phoneHint = "10 digits, without +91";
export const passwordHint = "At least 6 characters";
