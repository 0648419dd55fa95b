import { describe, expect, it, vi } from "vitest";
import { runPeriodic, startPeriodic } from "./periodic.ts";

const log = () => ({ info: vi.fn(), error: vi.fn() });
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runPeriodic / startPeriodic (the jobs' one loop)", () => {
	it("runs one pass at a time on its interval, logs in the job's words, and stops after the pass under way", async () => {
		const said = log();
		let passes = 0;
		const stop = startPeriodic(
			said,
			"sweep",
			20,
			async () => {
				passes += 1;
				await later(50); // longer than the interval: ticks meanwhile are skipped
				if (passes === 2) throw new Error("down");
				return passes;
			},
			(n) => ({ n }),
			{ doneMessage: "swept", failedMessage: "sweep failed" },
		);
		await expect.poll(() => passes, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
		await stop();
		const after = passes;
		await later(80);
		expect(passes).toBe(after);
		expect(said.info).toHaveBeenCalledWith({ n: 1 }, "swept");
		expect(said.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "sweep failed");
	});

	it("a nudge runs a pass now; with whenBusy 'again' a nudge during a pass runs one more right after it", async () => {
		let passes = 0;
		const job = runPeriodic(
			log(),
			"exports",
			3_600_000,
			async () => {
				passes += 1;
				await later(30);
			},
			() => null,
			{ whenBusy: "again" },
		);
		job.nudge();
		job.nudge(); // during the first pass: queued once
		job.nudge();
		await expect.poll(() => passes, { timeout: 2_000 }).toBe(2);
		await later(60);
		expect(passes).toBe(2);
		await job.stop();
		job.nudge(); // stopped: nothing
		await later(40);
		expect(passes).toBe(2);
	});
});
