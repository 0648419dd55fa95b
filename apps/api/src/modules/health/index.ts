/** Health: the liveness and database check. */
export { healthRoutes } from "./health.routes.ts";
