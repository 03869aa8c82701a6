import { useQuery } from "@tanstack/react-query";
import { locationsQueryOptions } from "../../../lib/locations-query";

// The read itself is shared (lib/locations-query.ts): a change to a posted position reads its location's rules there.
export { fetchLocations, locationsQueryOptions } from "../../../lib/locations-query";

export const useLocations = () => useQuery(locationsQueryOptions());
