import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The web app built into `outDir`. The build runs with a temporary directory of its own, removed after it:
 * Workbox writes the service worker's unbundled source to a temporary file it never removes (workbox-build's
 * lib/bundle.js, through tempy), and a bench leaves nothing behind.
 */
export function buildWebInto(root: string, outDir: string, extraArgs: readonly string[] = []): void {
  const scratch = mkdtempSync(join(tmpdir(), "brigade-bench-build-"));
  try {
    const build = spawnSync("npm", ["run", "build", "-w", "@brigade/web", "--", "--outDir", outDir, ...extraArgs], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, TMPDIR: scratch },
    });
    if (build.status !== 0) throw new Error("the web build failed");
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
