import { AutoFillFlow } from "../../features/auto-fill/components/auto-fill-flow";
import { BuildShiftsButton } from "../../features/build-shifts/components/build-shifts-button";
import { useLocations } from "../../features/locations/api/location-index";
import { isManagerRole, useSession } from "../session";

type Props = {
  /** The calendar's location filter. */
  locationId?: string | null;
  /** The Monday (DD-MM-YYYY) of the week the calendar shows; "" before it has shown one (next week then). */
  shownWeek: string;
};

/**
 * The "Build shifts from demand" button for the calendar's header: owners and managers, once the business has a
 * location. Its next step is Auto-fill, for the same location and days.
 */
export function BuildShiftsAction({ locationId, shownWeek }: Props) {
  const { user } = useSession();
  const locations = useLocations();
  if (!isManagerRole(user.role) || !locations.data?.length) return null;
  const all = locations.data;
  return (
    <BuildShiftsButton
      locations={all}
      locationId={locationId}
      shownWeek={shownWeek}
      autoFill={(period, close, onBusyChange) => (
        <AutoFillFlow
          locations={all}
          initialLocationId={period.locationId}
          initialPeriod={{ from: period.from, to: period.to }}
          onClose={close}
          onBusyChange={onBusyChange}
        />
      )}
    />
  );
}
