import type { AdminPage, AdminPageQuery } from "@pitara/shared";

/** The answer of every admin list: the page's rows and how many rows match in all. */
export function pageOf<T>(rows: T[], total: number, query: AdminPageQuery): AdminPage<T> {
	return { status: true, response: rows, total, page: query.page, page_size: query.page_size };
}

/** The repository's view of a page. */
export const pageWindow = (query: AdminPageQuery) => ({ page: query.page, pageSize: query.page_size });
