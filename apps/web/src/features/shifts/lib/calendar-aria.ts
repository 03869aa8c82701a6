import "dayjs/locale/es";
import "dayjs/locale/fr";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";

/**
 * What every @mantine/dates picker gets: accessible names for its controls (they have none by default) and the
 * app's language for its month and weekday names (dayjs's locale codes are the app's).
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
  return {
    calendar: { ariaLabels, locale },
    dateTime: {
      ariaLabels,
      locale,
      submitButtonProps: { "aria-label": t("datePicker.confirm") },
      timePickerProps: { "aria-label": t("datePicker.time"), format: "12h" as const },
    },
  };
}
