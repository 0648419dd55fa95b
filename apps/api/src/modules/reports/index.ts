/**
 * Reports (issue 29; decision 050): the owner's sales reports and the GSTR-1
 * pack, read-only aggregates over the orders' and the invoices' tables
 * (the one module allowed to read others' tables, never to write them:
 * scripts/check-boundaries.mjs READ_ONLY).
 */

export { buildGstr1, type Gstr1Json, type Gstr1Pack } from "./gstr1.service.ts";
export { gstr1Workbook } from "./gstr1-workbook.ts";
export { refreshReportDays } from "./reports.repository.ts";
export { reportCsv, reportTable } from "./reports.service.ts";
