import "dayjs/locale/es";
import "dayjs/locale/fr";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { pickerFormats } from "../../../lib/formats";

/**
 * What every @mantine/dates picker gets: accessible names for its controls (they have none by default) and the
 * app's language for its month and weekday names (dayjs's locale codes are the app's) and its formats of days and
 * times (lib/formats).
 */
export function useDatePickerProps() {
  const { t } = useTranslation("schedule");
  const ariaLabels = {
    nextMonth: t("datePicker.nextMonth"),
    previousMonth: t("datePicker.previousMonth"),
    nextYear: t("datePicker.nextYear"),
    previousYear: t("datePicker.previousYear"),
    nextDecade: t("datePicker.nextDecade"),
    previousDecade: t("datePicker.previousDecade"),
  };
  const locale = currentLocale();
  const formats = pickerFormats();
  return {
    calendar: { ariaLabels, locale },
    range: { ariaLabels, locale, valueFormat: formats.shortDay },
    dateTime: {
      ariaLabels,
      locale,
      valueFormat: formats.dateTime,
      submitButtonProps: { "aria-label": t("datePicker.confirm") },
      // The time's parts are spin fields of their own, named one by one (else a screen reader reads "--").
      timePickerProps: {
        "aria-label": t("datePicker.time"),
        format: formats.clock,
        hoursInputLabel: t("datePicker.hours"),
        minutesInputLabel: t("datePicker.minutes"),
        amPmInputLabel: t("datePicker.amPm"),
      },
    },
  };
}

/**
 * What keeps focus on a date-and-time picker's own field once its dropdown closes: confirming (its button goes
 * with the dropdown) puts focus back on the field; closing otherwise does so only when focus was left nowhere, so
 * focus the user moved elsewhere, by a click or Tab, stays there. Spread after the picker's other props.
 */
export function keepFocusOnField<T extends HTMLElement>(
  field: RefObject<T | null>,
  submitButtonProps: Record<string, unknown>,
) {
  const back = () => requestAnimationFrame(() => field.current?.focus());
  return {
    ref: field,
    onDropdownClose: () =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || !active.isConnected) field.current?.focus();
      }),
    submitButtonProps: { ...submitButtonProps, onClick: back },
  };
}
