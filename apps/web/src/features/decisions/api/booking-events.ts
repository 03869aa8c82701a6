import { bookingEventItem } from "@brigade/contract/decisions";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { decisionKeys } from "./decision-keys";

const bookingEvents = z.array(bookingEventItem);

/** A booking's recorded decisions (GET /api/shift/employee/booking/{id}/events), loaded when asked for. */
export const useBookingEvents = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: decisionKeys.events(bookingId),
    queryFn: async ({ signal }) =>
      (await api.get(`/shift/employee/booking/${bookingId}/events`, bookingEvents, undefined, signal)).payload,
    enabled,
  });
