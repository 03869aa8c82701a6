import { useMemo } from "react";
import { useLocations } from "../../features/locations/api/location-index";

/** The business's positions, grouped by location, as a multi-select offers them ("Cook (Kitchen, Downtown)"). */
export function usePositionGroups() {
  const locations = useLocations();
  const groups = useMemo(
    () =>
      (locations.data ?? [])
        .map((location) => ({
          group: location.name,
          items: location.areas.flatMap((area) =>
            area.area_role.map((role) => ({
              value: String(role.id),
              label: `${role.name} (${area.name}, ${location.name})`,
            })),
          ),
        }))
        .filter((group) => group.items.length > 0),
    [locations.data],
  );
  return { groups, locations };
}
