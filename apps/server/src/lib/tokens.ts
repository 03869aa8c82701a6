import { createHash, randomBytes } from "node:crypto";

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
/** The CSRF value for a cookie session: derived from its token, so the server stores nothing more. */
export const csrfFor = (token: string): string => createHash("sha256").update(`csrf:${token}`).digest("base64url");
export const newJoinCode = (): string => randomBytes(6).toString("base64url").toUpperCase().replace(/[-_]/g, "X");
