/** Admin: the staff's endpoints that are not another module's own. */
export { adminRoutes } from "./admin.routes.ts";
