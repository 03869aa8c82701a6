import { translateContractMessage } from "./contract-translator";
import { currentLocale } from "./index";

/**
 * A message of the contract (a validation message checked in the browser, a fallback) in the app's language.
 * Messages from the server arrive already translated (it reads Accept-Language); passing one here again is
 * harmless, as a translated text matches no English message.
 */
export const translated = (text: string): string => translateContractMessage(text, currentLocale());
