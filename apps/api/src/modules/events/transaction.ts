import { randomUUID } from "node:crypto";
import { type Db, isTransaction } from "../../db/client.ts";
import { aggregateOf, type DomainEvent, notBeforeOf, outboxHandlersFor } from "./events.ts";
import { insertOutboxEntries } from "./outbox.repository.ts";

/**
 * Events said inside a transaction are heard after it commits, and never if
 * it rolls back. `transaction(db, run)` is the one way to open a transaction
 * whose writes say what happened: it gives `run` a transaction that collects
 * the events `emit()` is told, hands a savepoint's events to its parent when
 * the savepoint commits (drops them when it rolls back), and after the
 * outermost commit calls the subscribers of the database (`subscribe()`).
 *
 * An event emitted on a transaction opened with `db.transaction()` directly
 * would be lost: `emit()` throws there (loudly, in every test that reaches
 * it), so every writer's transaction goes through this helper.
 */

export type EventSubscriber = (events: readonly DomainEvent[]) => void;

interface Scope {
	/** the database the transaction runs on (whose subscribers hear its events) */
	root: object;
	held: DomainEvent[];
}

const scopes = new WeakMap<object, Scope>();
const subscribers = new WeakMap<object, Set<EventSubscriber>>();

type TransactionConfig = Parameters<Db["transaction"]>[1];

export async function transaction<T>(db: Db, run: (tx: Db) => Promise<T>, config?: TransactionConfig): Promise<T> {
	const parent = scopes.get(db);
	if (!parent && isTransaction(db)) {
		throw new Error("transaction() inside a transaction not opened by transaction(): its events would be lost");
	}
	const scope: Scope = { root: parent?.root ?? db, held: [] };
	const result = await db.transaction(async (tx) => {
		scopes.set(tx, scope);
		return run(tx as Db);
	}, config);
	if (parent) parent.held.push(...scope.held);
	else deliver(scope.root, scope.held);
	return result;
}

function deliver(root: object, events: readonly DomainEvent[]): void {
	if (events.length === 0) return;
	const listeners = subscribers.get(root);
	if (!listeners) return;
	for (const listener of listeners) listener(events);
}

/**
 * Says that something happened, for the subscribers after commit (at once
 * outside a transaction). Sync: for events no outbox handler delivers (the
 * catalogue's); `emit()` writes the others to the outbox too.
 */
export function emitAfterCommit(db: Db, ...events: DomainEvent[]): void {
	if (events.length === 0) return;
	const scope = scopes.get(db);
	if (scope) {
		scope.held.push(...events);
		return;
	}
	if (isTransaction(db)) {
		throw new Error(
			`${events[0]?.type} emitted inside a transaction opened with db.transaction(): open it with transaction() (modules/events) or the event is lost`,
		);
	}
	deliver(db, events);
}

/**
 * Says that something happened, inside the transaction `tx` that made it
 * happen (opened by `transaction()`): its subscribers hear it after commit,
 * and each outbox handler it has (`outboxHandlersFor`) gets an outbox
 * entry written now, in `tx`, delivered after commit by the outbox runner.
 * Answers the outbox entries' ids (the events' idempotency keys).
 */
export async function emit(tx: Db, ...events: DomainEvent[]): Promise<string[]> {
	const entries = events.flatMap((event) =>
		outboxHandlersFor(event).map((handler) => ({
			id: randomUUID(),
			type: event.type,
			aggregate: aggregateOf(event),
			handler,
			payload: event,
			availableAt: notBeforeOf(event),
		})),
	);
	const inScope = scopes.has(tx);
	if (entries.length > 0 && !inScope && !isTransaction(tx)) {
		throw new Error("an event for the outbox is emitted only inside a transaction (opened by transaction())");
	}
	await insertOutboxEntries(tx, entries);
	if (inScope || !isTransaction(tx)) emitAfterCommit(tx, ...events);
	else if (events.some((event) => outboxHandlersFor(event).length === 0)) emitAfterCommit(tx, ...events);
	// else: a transaction opened with db.transaction() whose events all went to the outbox: the rows commit with it
	// and the runner's next look delivers them (only the nudge after commit is lost)
	return entries.map((entry) => entry.id);
}

/** Calls `subscriber` with the events of every transaction committed on `db` from now on; answers what stops it. */
export function subscribe(db: Db, subscriber: EventSubscriber): () => void {
	let set = subscribers.get(db);
	if (!set) {
		set = new Set();
		subscribers.set(db, set);
	}
	set.add(subscriber);
	const own = set;
	return () => own.delete(subscriber);
}
