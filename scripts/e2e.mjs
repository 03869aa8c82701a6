// Runs the browser tests: makes sure Debian's Chromium headless shell is there, builds the web app, then lets
// Playwright start the real server on a throwaway data directory. It never skips the browser tests.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";
const run = (cmd, args, opts = {}) => {
  const res = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Debian's Chromium headless shell is missing at ${CHROMIUM}. Install it as root: apt-get update && apt-get install -y chromium-headless-shell`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium headless shell for the browser tests…");
  run("apt-get", ["update"]);
  run("apt-get", ["install", "-y", "chromium-headless-shell"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

run("npm", ["run", "build", "-w", "@brigade/web"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)], {
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
});
