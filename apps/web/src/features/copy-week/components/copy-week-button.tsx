import type { LocationItem } from "@brigade/contract/locations";
import { Button } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { CopyWeekDialog } from "./copy-week-dialog";

type Props = {
  locations: LocationItem[];
  /** The calendar's location filter (an id, or "showAll"/null when it names none: the dialog asks for one). */
  locationId?: string | number | null;
  /** The Monday (DD-MM-YYYY) of the week the calendar shows. */
  shownWeek: string;
};

/** The calendar's "Copy week" button, with its dialog. */
export function CopyWeekButton({ locations, locationId, shownWeek }: Props) {
  const [opened, setOpened] = useState(false);
  const initial = locations.find((l) => String(l.id) === String(locationId))?.id ?? null;
  return (
    <>
      <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Copy week
      </Button>
      <CopyWeekDialog
        opened={opened}
        onClose={() => setOpened(false)}
        locations={locations}
        initialLocationId={initial}
        shownWeek={shownWeek}
      />
    </>
  );
}
