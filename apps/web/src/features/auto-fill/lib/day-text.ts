import type { Temporal } from "temporal-polyfill";
import { currentLocale } from "../../../i18n";
import { dayText as dayIn } from "../../../lib/day-text";

/** A day in words in the app's language, read at call time so a change of language shows at the next render. */
export const dayText = (day: Temporal.PlainDate, options: { long?: boolean; year?: boolean } = {}): string =>
  dayIn(day, currentLocale(), options);
