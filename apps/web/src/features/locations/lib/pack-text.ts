import { formatDay } from "@brigade/contract/dates";
import type { NoticeBand, PayRule, RestRule, RulePack } from "@brigade/contract/fair-workweek/pack";
import type { Locale } from "@brigade/contract/locales";
import { formatAmount } from "@brigade/contract/money";
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";

// A rule pack's figures in words, for the location form's summary (fair-workweek.md, "Rule packs"). Pure: the
// language comes as `t` and `locale`; the pack's own texts (name, covers, sources) stay the ordinance's English.

type T = TFunction<"fairWorkweek">;

/** A figure in words with the section of the ordinance it comes from (null: the pack cites none for it). */
export type Sourced = { text: string; source: string | null };

export type PackSummary = {
  ordinance: string;
  url: string;
  covers: string;
  effective: string;
  notice: Sourced;
  bands: { label: string; added: string; reduced: string; source: string }[];
  /** "Adding 30 minutes or less owes nothing.", where the pack sets such a threshold. */
  addedThreshold: string | null;
  rest: Sourced;
  exempt: Sourced[];
  estimate: Sourced;
  records: Sourced;
};

/** A length of notice: whole days past one day read as days ("7 days"), the rest as hours ("24 hours"). */
const inDays = (hours: number) => hours > 24 && hours % 24 === 0;
const spanText = (hours: number, t: T) =>
  inDays(hours) ? t("band.days", { count: hours / 24 }) : t("band.hours", { count: hours });

/** A band's notice: "Under 24 hours", "24 hours to 7 days", "7 to 14 days". */
export function bandLabel(
  band: Pick<NoticeBand, "min_notice_hours" | "max_notice_hours">,
  t: T,
  locale: Locale,
): string {
  const { min_notice_hours: min, max_notice_hours: max } = band;
  if (min === 0) return t("band.under", { span: spanText(max, t) });
  if (inDays(min) && inDays(max)) return t("band.betweenDays", { from: number(min / 24, locale), count: max / 24 });
  return t("band.between", { from: spanText(min, t), to: spanText(max, t) });
}

const number = (value: number, locale: Locale) => new Intl.NumberFormat(locale).format(value);
const money = (amount: string, currency: string, locale: Locale) => formatAmount(amount, currency, locale);

/** What one change pays: "$15.00", "1 hour of pay", "half the hours lost", "the hours lost, at most 4 hours". */
export function payText(rule: PayRule | null, currency: string, t: T, locale: Locale): string {
  if (rule === null) return t("pay.nothing");
  if ("amount" in rule) return money(rule.amount, currency, locale);
  if ("hours" in rule) {
    const pay = t("pay.hours", { count: rule.hours });
    if (!rule.short_shift) return pay;
    const { hours, max_shift_hours } = rule.short_shift;
    return t("pay.shortShift", {
      pay,
      hours: number(hours, locale),
      shift: t("band.hours", { count: max_shift_hours }),
    });
  }
  const share = rule.lost_hours_share;
  const lost =
    share === 1
      ? t("pay.allLost")
      : share === 0.5
        ? t("pay.halfLost")
        : t("pay.shareLost", { share: new Intl.NumberFormat(locale, { style: "percent" }).format(share) });
  return rule.max_hours === undefined
    ? lost
    : t("pay.atMost", { pay: lost, hours: t("band.hours", { count: rule.max_hours }) });
}

/** The rest rule in a sentence: the hours, who decides, and what a shorter rest pays. */
export function restText(rest: RestRule | null, currency: string, t: T, locale: Locale): string {
  if (rest === null) return t("rest.none");
  const premium =
    "amount" in rest.premium
      ? t("rest.amount", { amount: money(rest.premium.amount, currency, locale) })
      : t("rest.multiplier", { times: number(Number(rest.premium.multiplier), locale) });
  const hours = t("band.hours", { count: rest.hours });
  return rest.consent === "required"
    ? t("rest.required", { hours, premium })
    : t("rest.mayDecline", { hours, premium });
}

function dayText(iso: string, locale: Locale): string {
  try {
    return formatDay(Temporal.PlainDate.from(iso), locale);
  } catch {
    return iso;
  }
}

export function packSummary(pack: RulePack, t: T, locale: Locale): PackSummary {
  return {
    ordinance: pack.ordinance,
    url: pack.url,
    covers: pack.covers,
    effective: dayText(pack.effective_from, locale),
    notice: { text: t("summary.noticeDays", { count: pack.notice_days }), source: pack.notice_source },
    bands: pack.pay.map((band) => ({
      label: bandLabel(band, t, locale),
      added: payText(band.added, pack.currency, t, locale),
      reduced: payText(band.reduced, pack.currency, t, locale),
      source: band.source,
    })),
    addedThreshold:
      pack.added_minutes_threshold === null
        ? null
        : t("summary.addedThreshold", { count: pack.added_minutes_threshold }),
    rest: { text: restText(pack.rest, pack.currency, t, locale), source: pack.rest?.source ?? null },
    exempt: pack.exempt.map(({ reason, source }) => ({
      text:
        reason === "small_change" && pack.small_change_minutes !== null
          ? t("exempt.smallChangeMinutes", { count: pack.small_change_minutes })
          : t(`exempt.${reason}`),
      source,
    })),
    estimate: {
      text: pack.estimate_required ? t("estimate.required") : t("estimate.notRequired"),
      source: pack.estimate_source,
    },
    records: { text: t("records.years", { count: pack.records_years }), source: pack.records_source },
  };
}
