import type { FastifyInstance } from "fastify";
import type { Sweep } from "./sweep-repository";

/**
 * Runs the attendance pass every `everyMs` (a no-show is told within a minute at the default 20 s), from the
 * server's start until it closes; a pass under way finishes before the server closes the database. 0 turns it off
 * (the API tests call the pass themselves, at a moment they choose).
 */
export function registerAttendanceWorker(
  app: FastifyInstance,
  sweep: (now: Date) => Promise<Sweep>,
  everyMs: number,
): void {
  if (everyMs === 0) return;
  const log = app.log.child({ module: "attendance" });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const pass = () => {
    if (stopped) return;
    running = sweep(new Date())
      .then(({ noShows, closed }) => {
        if (noShows || closed) log.info({ noShows, closed }, "attendance pass");
      })
      .catch((error) => log.error({ err: error }, "attendance pass failed"))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(pass, everyMs);
      });
  };
  app.addHook("onReady", async () => {
    timer = setTimeout(pass, Math.min(everyMs, 1000));
  });
  app.addHook("onClose", async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
