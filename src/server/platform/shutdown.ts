// Shutdown under one deadline: the steps run in stages (the steps of one stage side by side, the stages one after
// another), and whatever has not finished when the deadline passes is named instead of waited for.

export type ShutdownStep = {
  /** What the log line names when this step fails or does not finish, e.g. 'database pool'. */
  name: string;
  /** The step; `remainingMs` is what is left of the deadline when it starts. */
  run: (remainingMs: number) => Promise<unknown>;
  /** Called once the deadline has passed with this step unfinished or not started: a last synchronous push. */
  force?: () => void;
};

/** One stage: a step, several steps run at the same time, or nothing (a part that was never started). */
export type ShutdownStage = ShutdownStep | readonly (ShutdownStep | undefined)[] | undefined;

export type ShutdownOutcome = {
  /** Every step finished without an error before the deadline. */
  ok: boolean;
  finished: string[];
  failed: { name: string; error: unknown }[];
  /** Running when the deadline passed. */
  unfinished: string[];
  /** Never started: an earlier stage was still running at the deadline. */
  notStarted: string[];
  elapsedMs: number;
};

/**
 * Runs `stages` in order under one deadline of `ms` milliseconds and resolves by that deadline at the latest,
 * however a step behaves (a step that never settles is abandoned, not awaited). A failing step does not stop the
 * later stages. The deadline's timer is not unref'd: the caller gets its outcome even when nothing else is left
 * to keep the event loop alive.
 */
export function runWithDeadline(
  stages: readonly ShutdownStage[],
  ms: number,
  now: () => number = Date.now,
): Promise<ShutdownOutcome> {
  const start = now();
  const plan = stages.map((stage) =>
    (Array.isArray(stage) ? stage : [stage]).filter((step): step is ShutdownStep => step !== undefined),
  );
  const finished: string[] = [];
  const failed: ShutdownOutcome['failed'] = [];
  const running = new Set<ShutdownStep>();
  let stageIndex = 0;
  let over = false;

  return new Promise<ShutdownOutcome>((resolve) => {
    const done = (timedOut: boolean) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      const unfinished = timedOut ? [...running] : [];
      const notStarted = timedOut ? plan.slice(stageIndex + (running.size > 0 ? 1 : 0)).flat() : [];
      for (const step of [...unfinished, ...notStarted]) {
        try {
          step.force?.();
        } catch {
          // A last push that throws changes nothing: the step is reported unfinished either way.
        }
      }
      resolve({
        ok: failed.length === 0 && unfinished.length === 0 && notStarted.length === 0,
        finished,
        failed,
        unfinished: unfinished.map((step) => step.name),
        notStarted: notStarted.map((step) => step.name),
        elapsedMs: now() - start,
      });
    };
    const timer = setTimeout(() => done(true), Math.max(0, ms));

    const runStages = async () => {
      for (; stageIndex < plan.length; stageIndex++) {
        const steps = plan[stageIndex]!;
        await Promise.all(
          steps.map(async (step) => {
            running.add(step);
            try {
              await step.run(Math.max(0, ms - (now() - start)));
              if (!over) finished.push(step.name);
            } catch (error) {
              if (!over) failed.push({ name: step.name, error });
            } finally {
              running.delete(step);
            }
          }),
        );
        if (over) return;
      }
      done(false);
    };
    void runStages();
  });
}

/** The outcome in words for the log line, e.g. 'database pool did not finish; not started: embedded PostgreSQL'. */
export function describeOutcome(outcome: ShutdownOutcome): string {
  const parts: string[] = [];
  if (outcome.unfinished.length) parts.push(`${outcome.unfinished.join(', ')} did not finish`);
  if (outcome.failed.length) parts.push(`${outcome.failed.map((f) => f.name).join(', ')} failed`);
  if (outcome.notStarted.length) parts.push(`not started: ${outcome.notStarted.join(', ')}`);
  return parts.length ? parts.join('; ') : 'every step finished';
}
