/** Admin: the staff's API. Each route calls the owning domain's services; every write is `audited()`. */
export { adminRoutes } from "./admin.routes.ts";
export { adminConsoleRoutes } from "./console.routes.ts";
