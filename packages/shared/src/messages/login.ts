export const failed = "Login failed";
export const somethingWrong = "Something went wrong.";
export const resendFailed = "Failed to resend OTP. Please try again.";
export const noAccount = "No account found for this phone number. Please register first.";
export const codeSent = "We have sent a 6-digit code to your phone.";
export const sendFailed = "We could not send the code. Please try again.";
export const codeWrong = (triesLeft: number) =>
	`That code is not right. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;
export const codeExpired = "This code has expired or was replaced by a newer one. Please ask for a new code.";
export const tooManyTries = "Too many wrong codes. Please ask for a new code.";
export const dailyLimit = "Too many wrong codes for this phone today. Please try again tomorrow.";
export const resendWait = (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`;
export const hourlyLimit = (minutes: number) =>
	`You have asked for too many codes. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
export const loggedIn = "Login successful";
export const loggedOut = "You have been logged out.";
export const loggedOutEverywhere = "You have been logged out of all devices.";
export const logoutEverywhereFailed = "We could not log you out of all devices. Please try again.";

export const login = "Login";
export const logInWithYour = "Log in with your phone number and a one-time code.";
export const newToPitara = "New to Pitara?";
export const createAnAccount = "Create an account";
export const register = "Register";
export const phoneNumber = "Phone number";
export const codeSentTo = "Code sent to ";
export const changeNumber = "Change number";
export const oneTimeCode = "One-time code";
export const t6DigitCode = "6-digit code";
export const resendOtpIn = "Resend OTP in ";
export const s = "s";
export const didnTGetThe = "Didn't get the code?";
export const resendOtp = "Resend OTP";
export const networkLimit = "Too many codes were asked for from your network. Please try again in a while.";

export const logIn = "Log in";
/** The login form's choice of a 15-minute code (issue 26 item 3: more time, for shoppers who need it). */
export const moreTime = "I need more time to enter the code (15 minutes)";
export const codeWorksFor = (minutes: number) => `Digits only. The code works for ${minutes} minutes.`;

export const sendingCode = "Sending code…";
export const sendOtp = "Send OTP";
export const checking = "Checking…";
export const verifyAndLogin = "Verify & Login";
/** the phone field's hint */
export const phoneHint = "We will text a 6-digit code to this number.";
