import { closeSync, openSync, renameSync, rmSync } from "node:fs";

// A backup holds password hashes and calendar-feed tokens: only its owner may read it (0600), from the moment it
// exists. It is written under a name of its own, created with that mode, and takes the file's name once complete:
// a failed backup never replaces a good one, nor leaves half a file.

/** Runs `write` on a new 0600 file descriptor, then gives the file the name `file`; removes it if `write` fails. */
export async function writePrivateFile(file: string, write: (fd: number) => Promise<void>): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  const fd = openSync(partial, "wx", 0o600);
  try {
    await write(fd);
    closeSync(fd);
    renameSync(partial, file);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // Already closed: the rename failed.
    }
    rmSync(partial, { force: true });
    throw error;
  }
}
