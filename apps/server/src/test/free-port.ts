import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on now: for a server a test starts (a child server, SMTP). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}
