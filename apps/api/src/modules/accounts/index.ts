/** Accounts: users, their sessions and login codes. Other modules and workflows use only what is here. */
export {
	anonymiseUser,
	deleteEndedSessions,
	deleteSessionsOfUser,
	findUserById,
	findUserByPhone,
	findUserContact,
	insertUser,
	lockUser,
	lockUserSql,
	revokeAllSessions,
	revokeSession,
	setUserLanguage,
	toUserInfo,
	updateProfile,
	userNames,
} from "./accounts.repository.ts";
export { deleteChallengesOfPhone, deleteOldChallenges } from "./otp.repository.ts";
export { ACCOUNT_RATE_LIMITS, confirmFreshCode, ipLimit, sendLoginCode, verifyLoginCode } from "./otp.service.ts";
export { registerUser } from "./registration.service.ts";
export { clearSessionCookie, FORM_PATH, setSessionCookie, userOfCookie } from "./session-cookie.ts";
export { type AuthUser, userOfToken } from "./sessions.service.ts";
export {
	type AccountRow,
	findAccount,
	findUserIdByEmail,
	findUserIdByPhone,
	listAccounts,
	setRole,
} from "./staff.repository.ts";
export { changeStaffRole, grantStaff, type RoleChange, revokeStaff } from "./staff.service.ts";
