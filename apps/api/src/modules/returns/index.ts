/**
 * Returns and size exchanges after delivery (issue 24, decision 047): the return requests, their lines and
 * timelines. The use cases that span orders, catalogue, payments and messages are workflows/return-*.ts.
 */
export {
	anonymiseReturnsOfUser,
	findReturn,
	findReturnByKey,
	insertReturn,
	listReturns,
	moveReturn,
	openReturnsOfUser,
	type ReturnEventRow,
	type ReturnLineRow,
	type ReturnQueueFilter,
	type ReturnRow,
	type ReturnWithLines,
	returnsOfOrder,
	setLineInspection,
} from "./returns.repository.ts";
