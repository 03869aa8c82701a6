import type { LocationItem } from "@brigade/contract/locations";
import { IconWand } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FlowDialogButton } from "../../../components/flow-dialog-button";
import { chosenLocationId } from "../../../components/location-select";
import { AutoFillFlow } from "./auto-fill-flow";

type Props = {
  locations: LocationItem[];
  /** The page's location filter (an id, or "showAll"/null when it names none). */
  locationId?: string | number | null;
};

/**
 * The "Auto-fill" button of the calendar, the vacant roster and the dashboard, with its dialog: closing it
 * unmounts the flow, which also aborts a solve under way; while an apply or undo runs it cannot be closed (Undo
 * would be lost).
 */
export function AutoFillButton({ locations, locationId }: Props) {
  const { t } = useTranslation("planning");
  return (
    <FlowDialogButton label={t("autoFill.button")} icon={<IconWand size={16} aria-hidden />} size="xl">
      {(close, onBusyChange) => (
        <AutoFillFlow
          locations={locations}
          initialLocationId={chosenLocationId(locations, locationId)}
          onClose={close}
          onBusyChange={onBusyChange}
        />
      )}
    </FlowDialogButton>
  );
}
