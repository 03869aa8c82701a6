import { createHash, randomBytes, randomInt } from "node:crypto";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "@brigade/contract/business";

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
/** The CSRF value for a cookie session: derived from its token, so the server stores nothing more. */
export const csrfFor = (token: string): string => createHash("sha256").update(`csrf:${token}`).digest("base64url");
/** A join code of the contract's length, each symbol drawn uniformly from its alphabet. */
export const newJoinCode = (): string =>
  Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join("");
