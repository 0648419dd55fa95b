export const loginMessages = {
	failed: "Login failed",
	somethingWrong: "Something went wrong.",
	resendFailed: "Failed to resend OTP. Please try again.",
	noAccount: "No account found for this phone number. Please register first.",
	codeSent: "We have sent a 6-digit code to your phone.",
	sendFailed: "We could not send the code. Please try again.",
	codeWrong: (triesLeft: number) =>
		`That code is not right. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
	codeExpired: "This code has expired or was replaced by a newer one. Please ask for a new code.",
	tooManyTries: "Too many wrong codes. Please ask for a new code.",
	dailyLimit: "Too many wrong codes for this phone today. Please try again tomorrow.",
	resendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
	hourlyLimit: (minutes: number) =>
		`You have asked for too many codes. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
	loggedIn: "Login successful",
	loggedOut: "You have been logged out.",
	loggedOutEverywhere: "You have been logged out of all devices.",
	logoutEverywhereFailed: "We could not log you out of all devices. Please try again.",
} as const;
