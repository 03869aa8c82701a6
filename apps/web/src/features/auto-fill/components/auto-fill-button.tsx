import type { LocationItem } from "@brigade/contract/locations";
import { Button } from "@mantine/core";
import { IconWand } from "@tabler/icons-react";
import { useState } from "react";
import { AutoFillDialog } from "./auto-fill-dialog";

type Props = {
  locations: LocationItem[];
  /** The page's location filter (an id, or "showAll"/null when it names none). */
  locationId?: string | number | null;
};

/** The "Auto-fill" button of the calendar, the vacant roster and the dashboard, with its dialog. */
export function AutoFillButton({ locations, locationId }: Props) {
  const [opened, setOpened] = useState(false);
  const initial = locations.find((l) => String(l.id) === String(locationId))?.id ?? null;
  return (
    <>
      <Button variant="default" leftSection={<IconWand size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Auto-fill
      </Button>
      <AutoFillDialog
        opened={opened}
        onClose={() => setOpened(false)}
        locations={locations}
        initialLocationId={initial}
      />
    </>
  );
}
