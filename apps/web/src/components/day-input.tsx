import { DateInput, type DateInputProps } from "@mantine/dates";
import { currentLocale } from "../i18n";
import { parseTypedDay, pickerFormats } from "../lib/formats";

/**
 * A day field that shows its day as every page does (DD-MM-YYYY, DD/MM/YYYY in Spanish and French), where the
 * browser's own date field would use the browser's format (12/01/2026 in an American one). Its value stays
 * "YYYY-MM-DD", as the browser's field had it; typing the language's form (or ISO) works too.
 */
export function DayInput(props: Omit<DateInputProps, "valueFormat" | "dateParser" | "locale">) {
  return (
    <DateInput
      {...props}
      locale={currentLocale()}
      valueFormat={pickerFormats().day}
      dateParser={parseTypedDay}
      placeholder={props.placeholder ?? pickerFormats().day}
    />
  );
}
