import "@mantine/dates/styles.css";
import { TimePicker, type TimePickerProps } from "@mantine/dates";
import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { pickerFormats } from "../lib/formats";

type Props = Omit<
  TimePickerProps,
  | "value"
  | "defaultValue"
  | "onChange"
  | "format"
  | "label"
  | "hoursInputLabel"
  | "minutesInputLabel"
  | "amPmInputLabel"
> & {
  label: string;
  /** "HH:mm" on a 24-hour clock, or "" (or none) while empty. */
  value?: string;
  /** "HH:mm", or "" while the time is half typed or cleared. */
  onChange: (value: string) => void;
  /** Given to the hours field (the one the label points at), so a page can focus the field by id. */
  id?: string;
  /** Focus the hours field when a dialog opens (Mantine's data-autofocus). */
  autoFocusHours?: boolean;
};

/**
 * A part takes the whole of what is typed next once clicked (it selects itself on focus and click). Clicking a part
 * that already had the focus kept its text selected until the mouse came up, when Chrome put a caret where it was
 * clicked: "1" typed into "0|5" read as 5.
 */
const keepSelected = (event: MouseEvent<HTMLInputElement>) => event.preventDefault();

/**
 * A time typed in place, in the language's clock: hh:mm AM/PM in English (the spec's), a 24-hour HH:mm in Spanish
 * and French. The browser's own time field follows the browser's language instead, so a French page on an English
 * browser showed 12-hour times. Its value is "HH:mm" in every language, as the browser's field had it.
 *
 * The picker is left to keep what is being typed (a half typed time gives "" and stays in the fields); a value set
 * from outside (a shift name's usual times, To following From) starts it afresh with that time.
 */
export function ClockTimeInput({ value = "", onChange, label, id, autoFocusHours, ...rest }: Props) {
  const { t } = useTranslation("common");
  const [emitted, setEmitted] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== emitted) {
    setEmitted(value);
    setGeneration(generation + 1);
  }
  return (
    <TimePicker
      key={generation}
      {...rest}
      label={label}
      defaultValue={value}
      format={pickerFormats().clock}
      // The hours keep the field's own name: they are where its label and Tab lead.
      hoursInputLabel={label}
      minutesInputLabel={t("timeField.minutes", { field: label })}
      amPmInputLabel={t("timeField.amPm", { field: label })}
      hoursInputProps={{ id, onMouseUp: keepSelected, ...(autoFocusHours ? { "data-autofocus": true } : {}) }}
      minutesInputProps={{ onMouseUp: keepSelected }}
      labelProps={id ? { htmlFor: id } : undefined}
      onChange={(next) => {
        setEmitted(next);
        onChange(next);
      }}
    />
  );
}
