import { shiftTimeSlotItem } from "@brigade/contract/shifts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { assignmentKeys } from "./assignment-keys";

const timeSlots = z.array(shiftTimeSlotItem);

/** The slots of a shift that still have a position for the role (GET /api/shift-time-slots/area-role, empty_slot=true). */
export async function fetchOpenTimeSlots(shiftId: number, areaRoleId: number, signal?: AbortSignal) {
  const { payload } = await api.get(
    "/shift-time-slots/area-role",
    timeSlots,
    { shift_id: shiftId, area_role_id: areaRoleId, empty_slot: true },
    signal,
  );
  return payload;
}

export const openTimeSlotsQueryOptions = (shiftId: number, areaRoleId: number) =>
  queryOptions({
    queryKey: assignmentKeys.timeSlots(shiftId, areaRoleId),
    queryFn: ({ signal }) => fetchOpenTimeSlots(shiftId, areaRoleId, signal),
    // Positions go as others assign: ask again each time the modal opens.
    staleTime: 0,
  });

export const useOpenTimeSlots = (shiftId: number, areaRoleId: number | null) =>
  useQuery({ ...openTimeSlotsQueryOptions(shiftId, areaRoleId ?? 0), enabled: areaRoleId !== null });
