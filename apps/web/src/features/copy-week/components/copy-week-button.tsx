import type { LocationItem } from "@brigade/contract/locations";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FlowDialogButton } from "../../../components/flow-dialog-button";
import { chosenLocationId } from "../../../components/location-select";
import { CopyWeekFlow } from "./copy-week-flow";

type Props = {
  locations: LocationItem[];
  /** The calendar's location filter (an id, or "showAll"/null when it names none: the dialog asks for one). */
  locationId?: string | number | null;
  /** The Monday (DD-MM-YYYY) of the week the calendar shows: the week copied from, at first. */
  shownWeek: string;
};

/** The calendar's "Copy week" button, with its dialog: while the copy runs it cannot be closed. */
export function CopyWeekButton({ locations, locationId, shownWeek }: Props) {
  const { t } = useTranslation("planning");
  return (
    <FlowDialogButton label={t("copyWeek.button")} icon={<IconCopy size={16} aria-hidden />} size="lg">
      {(close, onBusyChange) => (
        <CopyWeekFlow
          locations={locations}
          initialLocationId={chosenLocationId(locations, locationId)}
          shownWeek={shownWeek}
          onClose={close}
          onBusyChange={onBusyChange}
        />
      )}
    </FlowDialogButton>
  );
}
