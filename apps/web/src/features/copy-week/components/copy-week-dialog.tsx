import type { LocationItem } from "@brigade/contract/locations";
import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useState } from "react";
import { CopyWeekFlow } from "./copy-week-flow";

type Props = {
  opened: boolean;
  onClose: () => void;
  locations: LocationItem[];
  /** The calendar's location filter, preselected when it names one of the locations. */
  initialLocationId: number | null;
  /** The Monday (DD-MM-YYYY) of the week the calendar shows: the week copied from, at first. */
  shownWeek: string;
};

/**
 * Copy week in a modal (full screen on a phone). Its content mounts afresh at every opening; while the copy runs
 * it cannot be closed, so its result is never lost. Closing returns the keyboard to the button that opened it.
 */
export function CopyWeekDialog({ opened, onClose, locations, initialLocationId, shownWeek }: Props) {
  const phone = useMediaQuery("(max-width: 36em)");
  const [busy, setBusy] = useState(false);
  const onBusyChange = useCallback((next: boolean) => setBusy(next), []);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Copy week"
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
    >
      {opened && (
        <CopyWeekFlow
          locations={locations}
          initialLocationId={initialLocationId}
          shownWeek={shownWeek}
          onClose={close}
          onBusyChange={onBusyChange}
        />
      )}
    </Modal>
  );
}
