// Building an Intl formatter costs far more than using one (a list of fifty shifts built a hundred), so each
// (locale, options) pair is built once. The pairs in use are few (languages x time zones x formats); the bound
// only guards against an unbounded stream of zones.

const LIMIT = 500;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (format === undefined) {
    if (cache.size >= LIMIT) cache.clear();
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per pair. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.RelativeTimeFormat(locale, options)`, built once per pair. */
export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached(
    relativeTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
