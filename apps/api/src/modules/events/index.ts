/**
 * Events: what happened, said inside the transaction that made it happen
 * (`transaction()`, `emit()`), heard after commit by subscribers; the
 * transactional outbox for events that must cause an outside effect, and the
 * runner that delivers it (started by jobs/).
 */
export {
	type CourierScanPayload,
	type DomainEvent,
	type DomainEventType,
	type EventOf,
	type OutboxHandlerName,
	outboxHandlersFor,
	type ProductListing,
	type ShopEmail,
	type ShopperMessage,
	type SmsText,
} from "./events.ts";
export {
	type ClaimedEntry,
	countOutboxEntries,
	hastenOutboxEntries,
	listOutboxEntries,
	messagesSentTo,
	type OutboxEntryRow,
	type OutboxState,
	retryDeadEntry,
	scrubOutboxPayloads,
} from "./outbox.repository.ts";
export {
	defaultBackoffMs,
	OUTBOX_LEASE_MS,
	OUTBOX_MAX_ATTEMPTS,
	type OutboxHandler,
	OutboxRunner,
	type OutboxRunnerOptions,
} from "./outbox-runner.ts";
export { type EventSubscriber, emit, emitAfterCommit, subscribe, transaction } from "./transaction.ts";
