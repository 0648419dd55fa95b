/** Content: banners, the home page's sections, the newsletter and contact messages. */
export { contentPages } from "./content.pages.ts";
export { contentRoutes } from "./content.routes.ts";
export { contentAdminRoutes } from "./content-admin.routes.ts";
export { allSubscribers } from "./staff-content.repository.ts";
