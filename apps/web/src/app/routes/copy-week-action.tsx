import { CopyWeekButton } from "../../features/copy-week/components/copy-week-button";
import { useLocations } from "../../features/locations/api/location-index";
import { isManagerRole, useSession } from "../session";

type Props = {
  /** The calendar's location filter. */
  locationId?: string | null;
  /** The Monday (DD-MM-YYYY) of the week the calendar shows; "" before it has shown one (this week then). */
  shownWeek: string;
};

/** The Copy week button for the calendar's header: owners and managers, once the business has a location. */
export function CopyWeekAction({ locationId, shownWeek }: Props) {
  const { user } = useSession();
  const locations = useLocations();
  if (!isManagerRole(user.role) || !locations.data?.length) return null;
  return <CopyWeekButton locations={locations.data} locationId={locationId} shownWeek={shownWeek} />;
}
