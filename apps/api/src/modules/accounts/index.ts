/** Accounts: users, their sessions and login codes. Other modules and workflows use only what is here. */
export { findUserContact, lockUser, lockUserSql, userNames } from "./accounts.repository.ts";
export { accountsRoutes } from "./accounts.routes.ts";
export { FORM_PATH, userOfCookie } from "./session-cookie.ts";
export { type AuthUser, userOfToken } from "./sessions.service.ts";
export { type AccountRow, findAccount, findUserIdByPhone, listAccounts } from "./staff.repository.ts";
export { changeStaffRole, grantStaff, type RoleChange, revokeStaff } from "./staff.service.ts";
