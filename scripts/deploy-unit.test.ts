import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The systemd unit an operator installs (deploy/systemd/brigade.service, docs/deploy.md "As a service"): it runs what
// `npm run build` makes with node alone, and leaves the server's drain the time it takes.

const root = join(import.meta.dirname, "..");
const unitFile = join(root, "deploy/systemd/brigade.service");
const unit = readFileSync(unitFile, "utf8");
const setting = (name: string) => unit.match(new RegExp(`^${name}=(.*)$`, "m"))?.[1];
/** The server's default grace (config.ts) plus the drain's wait for quiet connections (at most 2 s). */
const SHUTDOWN_DEFAULT_S = 10 + 2;

describe("the systemd unit", () => {
  it("runs the built server with node, as the build script writes it", () => {
    expect(setting("ExecStart")).toBe("/usr/bin/node --enable-source-maps apps/server/dist/main.js");
    const build = readFileSync(join(root, "scripts/build-server.mjs"), "utf8");
    expect(build).toContain('main: join(server, "src/main.ts")');
    expect(build).toContain('const out = join(server, "dist")');
  });

  it("signals the server alone first and waits past its grace before anything is killed", () => {
    expect(setting("KillMode")).toBe("mixed");
    expect(setting("KillSignal")).toBe("SIGTERM");
    expect(Number(setting("TimeoutStopSec"))).toBeGreaterThan(SHUTDOWN_DEFAULT_S);
    expect(setting("Restart")).toBe("on-failure");
  });

  it("runs as a user of its own, with its data and nothing else writable", () => {
    expect(setting("DynamicUser")).toBe("yes");
    expect(setting("StateDirectory")).toBe("brigade");
    expect(unit).toMatch(/^Environment=.*DATA_DIR=\/var\/lib\/brigade/m);
    expect(setting("ProtectSystem")).toBe("strict");
    expect(setting("NoNewPrivileges")).toBe("yes");
    expect(setting("UMask")).toBe("0077");
  });

  it("is a unit systemd accepts, where systemd-analyze is installed", () => {
    const verify = spawnSync("systemd-analyze", ["verify", unitFile], { encoding: "utf8" });
    // Without systemd (a laptop that is not Linux), the settings above are what is checked.
    if (verify.error) return;
    expect(`${verify.stdout}${verify.stderr}`.trim()).toBe("");
    expect(verify.status).toBe(0);
  });
});
