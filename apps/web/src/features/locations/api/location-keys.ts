import { LOCATION_LIST_KEY, LOCATIONS_KEY } from "../../../lib/locations-query";

/** Query keys of this feature: every write invalidates `all`, since areas and roles live inside locations. */
export const locationKeys = {
  all: LOCATIONS_KEY,
  list: () => LOCATION_LIST_KEY,
  detail: (id: number) => [...LOCATIONS_KEY, "detail", id] as const,
};
