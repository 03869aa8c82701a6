import { z } from "zod";
import { MESSAGES } from "./messages";

/**
 * zod set up as the contract needs it, once per process (the server's app, the web app's entry):
 * - an issue with no message of the contract's own (a number where a list was, say) gets the contract's general
 *   one, which every language has, instead of zod's English ("Invalid input: expected array, received number");
 * - jitless where a Content-Security-Policy refuses the eval zod probes for (the browser).
 */
export function configureZod(options: { jitless?: boolean } = {}): void {
  z.config({ ...options, customError: () => MESSAGES.valueInvalid });
}
