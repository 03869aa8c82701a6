import type { LocationItem } from "@brigade/contract/locations";
import { Button, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconLayoutGridAdd } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { chosenLocationId } from "../../../components/location-select";
import { type AutoFillNext, BuildShiftsFlow } from "./build-shifts-flow";

type Props = {
  locations: LocationItem[];
  /** The calendar's location filter (an id, or "showAll"/null when it names none: the first location then). */
  locationId?: string | number | null;
  /** The Monday (DD-MM-YYYY) of the week the calendar shows: the days built, at first. */
  shownWeek: string;
  /** The next step after creating: Auto-fill for the same location and days, as the app composes it. */
  autoFill?: AutoFillNext;
};

/**
 * The calendar's "Build shifts from demand" button, with its dialog (full screen on a phone). The flow mounts afresh
 * at every opening; while the shifts are being created the dialog cannot be closed. Closing returns the keyboard
 * to the button.
 */
export function BuildShiftsButton({ locations, locationId, shownWeek, autoFill }: Props) {
  const { t } = useTranslation("buildShifts");
  const phone = useMediaQuery("(max-width: 36em)");
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) setOpened(false);
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLayoutGridAdd size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("button")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("button")}
        size="xl"
        fullScreen={phone}
        closeOnClickOutside={false}
        closeOnEscape={!busy}
      >
        {opened && (
          <BuildShiftsFlow
            locations={locations}
            initialLocationId={chosenLocationId(locations, locationId)}
            shownWeek={shownWeek}
            autoFill={autoFill}
            onClose={close}
            onBusyChange={setBusy}
          />
        )}
      </Modal>
    </>
  );
}
