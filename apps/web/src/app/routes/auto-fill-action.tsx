import { AutoFillButton } from "../../features/auto-fill/components/auto-fill-button";
import { useLocations } from "../../features/locations/api/location-index";
import { isManagerRole, useSession } from "../session";

/** The Auto-fill button for a page's header: owners and managers, once the business has a location. */
export function AutoFillAction({ locationId }: { locationId?: string | number | null }) {
  const { user } = useSession();
  const locations = useLocations();
  if (!isManagerRole(user.role) || !locations.data?.length) return null;
  return <AutoFillButton locations={locations.data} locationId={locationId} />;
}
