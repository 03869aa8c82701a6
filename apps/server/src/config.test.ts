import { describe, expect, it } from "vitest";
import { loadConfig, parseTrustProxy } from "./config";

describe("the demo seed", () => {
  it("is on by default only for the embedded database on a loopback address", () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ HOST: "localhost" }).seedDemo).toBe(true);
    expect(loadConfig({ HOST: "::1" }).seedDemo).toBe(true);
    expect(loadConfig({ HOST: "0.0.0.0" }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: "192.168.1.20" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://db/brigade" }).seedDemo).toBe(false);
  });

  it("runs elsewhere only with SEED_DEMO=1, and is then flagged for the console's warning", () => {
    const exposed = loadConfig({ HOST: "0.0.0.0", SEED_DEMO: "1" });
    expect(exposed).toMatchObject({ seedDemo: true, seedDemoExposed: true });
    expect(loadConfig({ DATABASE_URL: "postgres://db/brigade", SEED_DEMO: "1" }).seedDemoExposed).toBe(true);
    expect(loadConfig({ SEED_DEMO: "1" })).toMatchObject({ seedDemo: true, seedDemoExposed: false });
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default and takes true, a hop count or a list of addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.1, 10.0.0.0/8 ,loopback")).toEqual(["10.0.0.1", "10.0.0.0/8", "loopback"]);
  });
});

describe("rate limits", () => {
  it("allow 600 API and 30 sign-in requests a minute per address unless set", () => {
    expect(loadConfig({}).rateLimit).toEqual({ perMinute: 600, authPerMinute: 30 });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "1000", AUTH_RATE_LIMIT_PER_MINUTE: "60" }).rateLimit).toEqual({
      perMinute: 1000,
      authPerMinute: 60,
    });
  });
});
