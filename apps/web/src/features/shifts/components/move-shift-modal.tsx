import "@mantine/dates/styles.css";
import type { ShiftItem } from "@brigade/contract/shifts";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useMoveShift } from "../api/move-shift";
import { dateTimePickerA11y } from "../lib/calendar-aria";
import { shiftZone } from "../lib/shift-title";
import { instantToWall, wallToInstant } from "../lib/zoned-time";

type Props = { shift: ShiftItem | null; onClose: () => void };

/** Changes a shift's from and to (PATCH /api/shift/{id}), in its location's time zone. */
export function MoveShiftModal({ shift, onClose }: Props) {
  return (
    <Modal opened={shift !== null} onClose={onClose} title="Edit shift times" centered>
      {shift && <MoveShiftForm key={shift.id} shift={shift} onClose={onClose} />}
    </Modal>
  );
}

function MoveShiftForm({ shift, onClose }: { shift: ShiftItem; onClose: () => void }) {
  const zone = shiftZone(shift);
  const move = useMoveShift();
  const [from, setFrom] = useState<string | null>(instantToWall(new Date(shift.from), zone));
  const [to, setTo] = useState<string | null>(instantToWall(new Date(shift.to), zone));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    if (!from || !to) {
      setProblem(!from ? "From is required." : "To is required.");
      return;
    }
    const start = wallToInstant(from, zone);
    const end = wallToInstant(to, zone);
    if (end.getTime() <= start.getTime()) {
      setProblem("shift to time must be greater then from time");
      return;
    }
    setProblem(null);
    move.mutate(
      { id: shift.id, from: start.toISOString(), to: end.toISOString() },
      { onSuccess: onClose, onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {shift.name} at {shift.location.name}. Times in {shift.location.time_zone.text}.
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <DateTimePicker
          {...dateTimePickerA11y}
          label="From"
          required
          valueFormat="ddd DD MMM YYYY HH:mm"
          value={from}
          onChange={setFrom}
        />
        <DateTimePicker
          {...dateTimePickerA11y}
          label="To"
          required
          valueFormat="ddd DD MMM YYYY HH:mm"
          value={to}
          minDate={from ?? undefined}
          onChange={setTo}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending}>
            Save times
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
