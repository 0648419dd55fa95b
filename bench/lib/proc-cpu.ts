/**
 * CPU time of processes from /proc (Linux), for the benchmarks' "CPU per
 * request per process": a snapshot before and after a measured run, the
 * difference in milliseconds of CPU (user + system) of each group.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process, in ms (0 when it is gone). */
export function cpuMsOf(pid: number | undefined): number {
	if (!pid) return 0;
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
	} catch {
		return 0;
	}
}

/**
 * The PostgreSQL processes that work for one database: its backends (their
 * title names the database) and the server's own helpers (WAL writer,
 * checkpointer, …, which have no database), by pid with their CPU in ms.
 */
export function postgresCpu(database: string): Map<number, number> {
	const result = new Map<number, number>();
	for (const entry of readdirSync("/proc")) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			const pid = Number(entry);
			if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") continue;
			const title = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
			// "postgres: [cluster: ]user db addr(port) state" for a backend ("[local]" over the Unix socket);
			// "postgres: [cluster: ]walwriter" etc. for the server's helpers
			const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\]) /.exec(title);
			if (backend && backend[1] !== database) continue;
			result.set(pid, cpuMsOf(pid));
		} catch {
			// gone meanwhile
		}
	}
	return result;
}

/** CPU (ms) the PostgreSQL processes of `database` used between two snapshots (those that began meanwhile from 0). */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
	let sum = 0;
	for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
	return sum;
}

/** the machine's busy CPU (ms, all cores) from /proc/stat */
export function machineBusyMs(): number {
	const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
	const [, ...values] = line.trim().split(/\s+/);
	const n = values.map(Number);
	// user nice system idle iowait irq softirq steal
	return ((n[0] ?? 0) + (n[1] ?? 0) + (n[2] ?? 0) + (n[5] ?? 0) + (n[6] ?? 0) + (n[7] ?? 0)) * TICK_MS;
}
