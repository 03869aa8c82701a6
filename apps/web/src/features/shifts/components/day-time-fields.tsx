import { SimpleGrid } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { ClockTimeInput } from "../../../components/clock-time-input";
import { DayInput } from "../../../components/day-input";
import { useDatePickerProps } from "../lib/calendar-aria";
import { joinWall, splitWall, type WallParts } from "../lib/shift-form-values";

type Props = {
  /** The form's time, "YYYY-MM-DD HH:mm:ss" on the location's clock; null while empty or half typed. */
  value: string | null;
  /** Called with the joined time, or null while the day or the time is missing. */
  onChange: (value: string | null) => void;
  dayLabel: string;
  timeLabel: string;
  /** Shown under the time (the location's zone). */
  description: string;
  disabled: boolean;
  error?: ReactNode;
  /** The first day the day field takes ("YYYY-MM-DD"); a day typed before it is not taken. */
  minDay?: string;
  /** The day shown while this time has none of its own (To: From's day), so typing its time is enough. */
  defaultDay?: string | null;
};

/**
 * A shift's From or To as two typed fields side by side: its day (the app's day field, whose calendar is there for
 * who wants it) and its time (hours, minutes and AM/PM typed in place, in the language's clock, no popover), as the
 * usual times of a shift name and an availability window are typed. A half typed time stays in the fields and
 * gives the form null, so a submit asks for it.
 */
export function DayTimeFields(props: Props) {
  const { value, onChange, dayLabel, timeLabel, description, disabled, error, minDay, defaultDay } = props;
  const { calendar } = useDatePickerProps();
  // What the fields hold; a time set from outside (a shift name's usual times, To following From) replaces it.
  const [seen, setSeen] = useState(value);
  const [parts, setParts] = useState<WallParts>(() => splitWall(value));
  let shown = parts;
  if (value !== seen) {
    shown = splitWall(value);
    setSeen(value);
    setParts(shown);
  }
  const day = shown.day ?? defaultDay ?? null;

  const change = (next: Partial<WallParts>) => {
    const merged = { day, time: shown.time, ...next };
    const joined = joinWall(merged);
    setParts(merged);
    setSeen(joined);
    onChange(joined);
  };

  return (
    <SimpleGrid cols={2} spacing="xs">
      <DayInput
        label={dayLabel}
        required
        disabled={disabled}
        minDate={minDay}
        ariaLabels={calendar.ariaLabels}
        // Below the field, as the time's zone is: the two fields stay level.
        inputWrapperOrder={["label", "input", "description", "error"]}
        error={Boolean(error)}
        value={day}
        onChange={(next) => change({ day: next })}
      />
      <ClockTimeInput
        label={timeLabel}
        required
        disabled={disabled}
        description={description}
        inputWrapperOrder={["label", "input", "description", "error"]}
        error={error}
        value={shown.time}
        onChange={(time) => change({ time })}
      />
    </SimpleGrid>
  );
}
