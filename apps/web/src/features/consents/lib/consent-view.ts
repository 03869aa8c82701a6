import type { ConsentItem, ConsentStatus } from "@brigade/contract/fair-workweek/consents";
import { packById } from "@brigade/contract/fair-workweek/packs";
import { dateTimeFormat } from "@brigade/contract/intl";
import type { Locale } from "@brigade/contract/locales";
import { DEFAULT_CURRENCY, formatAmount, parseCents } from "@brigade/contract/money";
import { timeZoneAbbr } from "@brigade/contract/time-zones";
import type { TFunction } from "i18next";
import { intlTag } from "../../../i18n";
import { clockIn } from "../../../lib/formats";

// A member's requests to agree to a short rest between two shifts (fair-workweek.md, "Rest between shifts"), as their
// home shows them. Pure: the language comes as `t` and `locale`.

type T = TFunction<"consents">;

/** What the home reads: the requests waiting for an answer, and the latest requests of any status. */
export type MyConsents = { pending: ConsentItem[]; latest: ConsentItem[] };

/** How many answered requests show below the open ones: the last few, to remember what was said. */
export const ANSWERED_SHOWN = 3;

export type ConsentSections = {
  /** Waiting for the member's answer, and those answered on this screen, in place (they show their answer). */
  open: ConsentItem[];
  /** The latest answered ones, newest first. */
  answered: ConsentItem[];
};

/**
 * The section's two lists. A request whose shift is over is left out of both: nobody can be scheduled for it any
 * more, and the home stays short. No request in either list: the section draws nothing.
 */
export function consentSections(data: MyConsents, now: Date): ConsentSections {
  const ahead = (item: ConsentItem) => Date.parse(item.to) > now.getTime();
  const open = data.pending.filter(ahead);
  const openIds = new Set(data.pending.map((item) => item.id));
  const answered = data.latest
    .filter((item) => item.status !== "pending" && !openIds.has(item.id) && ahead(item))
    .slice(0, ANSWERED_SHOWN);
  return { open, answered };
}

export const hasRequests = (sections: ConsentSections): boolean =>
  sections.open.length > 0 || sections.answered.length > 0;

/** The lists with one request's answer written in (the server's answer to it), wherever it is. */
export function withAnswer(data: MyConsents, answer: ConsentItem): MyConsents {
  const put = (items: ConsentItem[]) => items.map((item) => (item.id === answer.id ? answer : item));
  return { pending: put(data.pending), latest: put(data.latest) };
}

/** A length of rest: "8 hours", "7.75 hours", "1 hour". */
export const hoursText = (hours: number, t: T): string => t("hours", { count: hours });

/** "This leaves you 8 hours of rest (the rule asks 11 hours)." */
export const restText = (item: Pick<ConsentItem, "rest_hours" | "limit_hours">, t: T): string =>
  t("card.rest", { rest: hoursText(item.rest_hours, t), limit: hoursText(item.limit_hours, t) });

/** The premium's money: its pack's (every amount of a pack is in its currency). */
export const premiumCurrency = (packId: string): string => packById(packId)?.currency ?? DEFAULT_CURRENCY;

/**
 * What the short rest pays the member: "It pays you $100.00 more."; a premium on a rate not set yet says so; nothing
 * when it pays nothing or the amount is not shown.
 */
export function premiumText(item: Pick<ConsentItem, "premium" | "pack_id">, t: T, locale: Locale): string | null {
  const { premium } = item;
  if (premium === null) return null;
  if (premium.amount === null) return premium.basis === "no_rate" ? t("card.premiumNoRate") : null;
  if ((parseCents(premium.amount) ?? 0) <= 0) return null;
  return t("card.premium", { amount: formatAmount(premium.amount, premiumCurrency(item.pack_id), locale) });
}

/**
 * The shift asked about on its location's clock, as the member's other cards read a shift: its local day ("Tue 14
 * Jul") and hours with the zone's abbreviation in force at its start ("07:00 AM – 03:00 PM EDT").
 */
export function consentWhen(item: Pick<ConsentItem, "from" | "to" | "time_zone">): { day: string; time: string } {
  const zone = item.time_zone;
  const day = dateTimeFormat(intlTag("en-GB"), { timeZone: zone, weekday: "short", day: "2-digit", month: "short" })
    .format(new Date(item.from))
    .replace(",", "");
  const abbr = timeZoneAbbr(zone, new Date(item.from));
  return { day, time: `${clockIn(item.from, zone)} – ${clockIn(item.to, zone)} ${abbr}`.trim() };
}

/** The answer's words, as a badge says it. */
export const STATUS_KEYS = {
  pending: "status.pending",
  accepted: "status.accepted",
  declined: "status.declined",
} as const satisfies Record<ConsentStatus, string>;

/** Dark shades, so the white text keeps its contrast (as the member's other badges). */
export const STATUS_COLORS: Record<ConsentStatus, string> = {
  pending: "blue.9",
  accepted: "teal.9",
  declined: "gray.7",
};
