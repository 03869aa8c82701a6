import type { Message } from "@brigade/contract/i18n/template";
import { translateContractMessage } from "./contract-translator";
import { currentLocale } from "./index";

/**
 * A message of the contract in the app's language: a constant text (found by its exact English), a validation
 * message a contract schema gave (the same), or a message value made by a template's `said(...)`, rendered from
 * the catalogue. Messages from the server arrive already translated (it reads Accept-Language); passing one here
 * again is harmless, as a translated text is no English message.
 */
export const translated = (message: Message): string => translateContractMessage(message, currentLocale());
