import type { LocationItem } from "@brigade/contract/locations";
import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useState } from "react";
import { AutoFillFlow } from "./auto-fill-flow";

type Props = {
  opened: boolean;
  onClose: () => void;
  locations: LocationItem[];
  /** The page's location filter, preselected when it names one of the locations. */
  initialLocationId: number | null;
};

/**
 * Auto-fill in a modal (full screen on a phone). Its content mounts afresh at every opening and unmounts on
 * close, which also aborts a solve under way; while an apply or undo runs it cannot be closed (Undo would be lost).
 */
export function AutoFillDialog({ opened, onClose, locations, initialLocationId }: Props) {
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
      title="Auto-fill"
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
    >
      {opened && (
        <AutoFillFlow
          locations={locations}
          initialLocationId={initialLocationId}
          onClose={close}
          onBusyChange={onBusyChange}
        />
      )}
    </Modal>
  );
}
