import { swapCandidate } from "@brigade/contract/swaps";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { swapKeys } from "./swap-keys";

const swapCandidates = z.array(swapCandidate);

/** Who could take one's own shift now (GET /api/shift/employee/swap/{booking_id}/candidates). */
export async function fetchSwapCandidates(bookingId: number, signal?: AbortSignal) {
  const { payload } = await api.get(`/shift/employee/swap/${bookingId}/candidates`, swapCandidates, undefined, signal);
  return payload;
}

export const swapCandidatesQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: swapKeys.candidates(bookingId),
    queryFn: ({ signal }) => fetchSwapCandidates(bookingId, signal),
    // Who fits changes with every booking: read it afresh each time the dialog opens.
    staleTime: 0,
  });

export const useSwapCandidates = (bookingId: number | null) =>
  useQuery({ ...swapCandidatesQueryOptions(bookingId ?? 0), enabled: bookingId !== null });
