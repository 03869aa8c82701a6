import type { FastifyInstance } from "fastify";
import type { Lifecycle } from "../../plugins/lifecycle";
import { makeLiveHub } from "./hub";
import { LIVE_CHANNEL } from "./notices";
import type { LiveRepository } from "./repository";
import { liveRoutes } from "./routes";

/** How this plugin hears the database's notices (db/listen.ts gives one; the app hands it over). */
type Listen = (
  channel: string,
  handlers: { onPayload: (payload: string) => void; onGap: () => void },
) => Promise<() => Promise<void>>;

/**
 * Live updates: this server listens to the database's change notices (whoever made the change, on whichever
 * server) and passes each to its open streams that may see it. A gap in listening, or this server stopping,
 * ends the streams: their clients connect again (elsewhere, when stopping) and read their screens afresh.
 */
export async function registerLiveEvents(
  app: FastifyInstance,
  repository: LiveRepository,
  lifecycle: Lifecycle,
  listen: Listen | undefined,
): Promise<void> {
  const hub = makeLiveHub();
  if (listen) {
    const stop = await listen(LIVE_CHANNEL, { onPayload: hub.deliver, onGap: hub.endAll });
    // The database may already be closed (a test closes it first): there is nothing left to stop listening to.
    app.addHook("onClose", () => stop().catch(() => {}));
  }
  lifecycle.onDrain.add(hub.endAll);
  // Before the server closes: open streams would otherwise keep it waiting.
  app.addHook("preClose", async () => hub.endAll());
  await app.register(liveRoutes(hub, repository, lifecycle, listen !== undefined), { prefix: "/api" });
}
