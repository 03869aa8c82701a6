// Debian's Chromium, headless, with a throwaway profile and the DevTools port Lighthouse drives it through.
import { spawn } from "node:child_process";
import { mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";

export const CHROMIUM = "/usr/bin/chromium";

/**
 * The directory Chromium keeps its single-instance socket in, beside the profile in the temporary directory (the
 * profile's SingletonSocket links to it); a browser stopped by a signal leaves it behind.
 */
function singletonSocketDir(profile: string): string | null {
  try {
    const dir = dirname(readlinkSync(join(profile, "SingletonSocket")));
    return basename(dir).startsWith("org.chromium.Chromium.") ? dir : null;
  } catch {
    return null;
  }
}

export async function launchChromium(port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "brigade-lighthouse-chromium-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    // Its own process group: Chromium's helpers (zygote, crash handler) go with it, and stop writing to the profile.
    { stdio: "ignore", detached: true },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${CHROMIUM} exited while starting`);
    if (Date.now() > deadline) throw new Error(`${CHROMIUM} did not open its DevTools port in 30 s`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      await sleep(200);
    }
  }
  const group = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const gone = new Promise((done) => child.once("exit", done));
      group("SIGTERM");
      await Promise.race([gone, sleep(5_000)]);
    }
    // Helpers may outlive the browser by a moment and still write to the profile (ENOTEMPTY when it was removed).
    group("SIGKILL");
    const socketDir = singletonSocketDir(profile);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    if (socketDir) rmSync(socketDir, { recursive: true, force: true });
  };
  return { port, stop };
}

/**
 * Puts cookies ("a=1; b=2", as a Cookie header) into the browser's own jar for a site, as a log in would. Passed
 * to Lighthouse as an extra Cookie header instead, they were dropped from the requests once the page set a cookie
 * of its own (the language it shows), and the page lost its session.
 */
export async function addCookies(port: number, site: string, cookieHeader: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("the browser has no default context");
    const cookies = cookieHeader.split(/;\s*/).map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site };
    });
    await context.addCookies(cookies);
  } finally {
    // Only disconnects: the browser is Lighthouse's to drive.
    await browser.close();
  }
}
