/**
 * The API's answers a shopper meets that belong to no one domain: the error shape's generic messages and the field
 * messages of the shared schemas (ids, phone, code, text lengths). A domain's own failures are in its module
 * (cartMessages.lineLimit, checkoutMessages.pricesChanged); the console's are English only (decision 046).
 */
export const checkDetails = "Please check the details you entered.";
export const notValid = "Is not valid";
export const loginToContinue = "Please log in to continue.";
export const notAllowed = "You are not allowed to do that.";
export const notFound = "Not found";
export const sessionExpired = "Your session has expired. Please log in again.";
export const ownAccountOnly = "You can only act on your own account.";
export const accountNotFound = "Account not found";
export const categoryNotFound = "Category not found";
export const subcategoryNotFound = "Subcategory not found";
export const tooManyRequests = (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`;
export const invisibleCharacter =
	"This text contains an invisible character that is not allowed. Please remove it and try again.";
export const idempotencyKey = "Idempotency-Key must be 1 to 128 printable characters";
export const idempotencyKeyField = "Must be 1 to 128 printable characters";
export const mustBeNumber = "Must be a number";
export const mustBeWhole = "Must be a whole number";
export const mustBePositive = "Must be a positive number";
export const tooLarge = "Is too large";
export const mustBeText = "Must be text";
export const atMostCharacters = (max: number) => `Must be at most ${max} characters`;
export const phoneRequired = "Phone number is required";
export const phoneDigits = "Phone number must be 10 digits";
export const enterCode = "Please enter the code";
export const enterSixDigitCode = "Please enter the 6-digit code";
export const validDate = "Please enter a valid date";
export const passwordTooLong = "Password must be at most 128 characters";
export const fewerWords = "Please type fewer words";
/** A request field's rule, the field named as the API names it ("quantity must be a number"). */
export const fieldNumber = (field: string) => `${field} must be a number`;
export const fieldWhole = (field: string) => `${field} must be a whole number`;
export const fieldAtLeast = (field: string, min: number) => `${field} must be at least ${min}`;
export const fieldAtMost = (field: string, max: number) => `${field} must be at most ${max}`;
export const fieldBetween = (field: string, min: number, max: number) => `${field} must be between ${min} and ${max}`;
export const fieldTooLarge = (field: string) => `${field} is too large`;
export const fieldNotNegative = (field: string) => `${field} cannot be negative`;
export const fieldRequired = (field: string) => `${field} is required`;
export const fieldTrueOrFalse = (field: string) => `${field} must be true or false`;
export const fieldOneOf = (field: string, choices: readonly string[]) =>
	`${field} must be one of ${choices.join(", ")}`;
export const fieldPaidOrFailed = (field: string) => `${field} must be paid or failed`;
export const pageStartsAt1 = "page starts at 1";
export const requestTooLarge = "The request is too large (1 MB at most).";
export const sendJson = "Please send the request as JSON.";
export const invalidJson = "The request body is not valid JSON.";
export const tooManyRequestsNow = "Too many requests. Please wait a moment and try again.";
export const notHandled = "The request could not be handled.";
export const shopBusy = "The shop is busy for a moment. Please try again in a few seconds.";
export const pleaseWait = "Please wait a moment";
