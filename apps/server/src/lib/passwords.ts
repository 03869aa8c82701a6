import { hash, verify } from "@node-rs/argon2";

export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against a fixed hash when the user is unknown keeps the timing of both answers alike.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$RLmapu3rmr7RegQ4JcLwcA$1v5rnrRXdaAajf8tCu7a6LSoOa8advfTUhNiYhj+26Q";

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(stored ?? DUMMY_HASH, password);
    return stored !== undefined && ok;
  } catch {
    return false;
  }
}
