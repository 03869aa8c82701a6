import "dayjs/locale/es";
import "dayjs/locale/fr";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { pickerFormats } from "../../../lib/formats";

/**
 * What every @mantine/dates picker gets: accessible names for its controls (they have none by default) and the
 * app's language for its month and weekday names (dayjs's locale codes are the app's) and its format of days
 * (lib/formats).
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
  };
}
