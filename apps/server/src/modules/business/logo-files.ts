import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";

/**
 * Logo images on disk under the uploads directory. Names are random so a replaced logo gets a new
 * URL (no stale caches) and nobody can guess another business's file name.
 */
export function makeLogoFiles(uploadsRoot: string) {
  const root = resolve(uploadsRoot);

  return {
    /** Writes the image; returns its path relative to the uploads directory (what the database keeps). */
    async save(businessId: number, bytes: Buffer, ext: string): Promise<string> {
      const relative = `logos/${businessId}-${randomBytes(8).toString("hex")}.${ext}`;
      await mkdir(join(root, "logos"), { recursive: true });
      await writeFile(join(root, relative), bytes, { flag: "wx" });
      return relative;
    },

    /** Deletes a stored file; a path that would leave the uploads directory is ignored. */
    async remove(relative: string | null): Promise<void> {
      if (!relative) return;
      const full = resolve(root, relative);
      if (!full.startsWith(root + sep)) return;
      await rm(full, { force: true });
    },
  };
}
export type LogoFiles = ReturnType<typeof makeLogoFiles>;
