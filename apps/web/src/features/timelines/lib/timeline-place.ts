import { todayIn } from "@brigade/contract/local-time";
import type { LocationItem } from "@brigade/contract/locations";
import { ianaName } from "@brigade/contract/time-zones";
import { Temporal } from "temporal-polyfill";
import { i18next } from "../../../i18n";

/** The location whose zone days are counted in: the chosen one, or the first under Show All; none without any. */
export const homeLocation = (locations: LocationItem[], locationFilter: string): LocationItem | undefined =>
  locations.find((l) => String(l.id) === locationFilter) ?? locations[0];

/**
 * Where a timeline's days are counted: the chosen location's zone, or the first location's under Show All
 * (each shift's times still show in its own location's zone). Starts on the picked day, or today there.
 */
export function timelinePlace(locations: LocationItem[], locationFilter: string, pickedDay: string | null) {
  const showAll = locationFilter === "showAll";
  const home = homeLocation(locations, locationFilter);
  const zone = home ? ianaName(home.time_zone) : "UTC";
  const zoneNote = showAll
    ? i18next.t("rosters:zoneNote.showAll", {
        place: home?.name ?? i18next.t("rosters:zoneNote.firstLocation"),
        abbr: home?.time_zone.abbr ?? "UTC",
      })
    : i18next.t("rosters:zoneNote.one", { place: home?.name ?? "", abbr: home?.time_zone.abbr ?? "" });
  return { zone, zoneNote, initialDay: pickedDay ? Temporal.PlainDate.from(pickedDay) : todayIn(zone) };
}
