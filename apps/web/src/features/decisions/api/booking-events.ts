import type { BookingEventItem } from "@brigade/contract/decisions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { decisionKeys } from "./decision-keys";

/** A booking's recorded decisions (GET /api/shift/employee/booking/{id}/events), loaded when asked for. */
export const useBookingEvents = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: decisionKeys.events(bookingId),
    queryFn: async ({ signal }) =>
      (await api.get<BookingEventItem[]>(`/shift/employee/booking/${bookingId}/events`, undefined, signal)).payload,
    enabled,
  });
