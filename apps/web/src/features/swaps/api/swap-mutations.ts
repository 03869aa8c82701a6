import { type SwapDecisionBody, swapItem } from "@brigade/contract/swaps";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { swapKeys } from "./swap-keys";

// The four steps of a swap. Offer and cancel change only swaps; accept and decision may hand a shift over, which
// every schedule on screen shows, so they read all active queries again.

/** POST /api/shift/employee/swap/{booking_id}: to a named colleague, or (null) to anyone who can take it. */
export const offerSwap = ({ bookingId, toEmployeeId }: { bookingId: number; toEmployeeId: number | null }) =>
  api.post(`/shift/employee/swap/${bookingId}`, swapItem, { to_employee_id: toEmployeeId });

export const acceptSwap = (id: number) => api.post(`/shift/employee/swaps/${id}/accept`, swapItem);

export const decideSwap = ({ id, status }: { id: number; status: SwapDecisionBody["status"] }) =>
  api.post(`/shift/employee/swaps/${id}/decision`, swapItem, { status });

export const cancelSwap = (id: number) => api.post(`/shift/employee/swaps/${id}/cancel`, swapItem);

export function useOfferSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerSwap,
    onSettled: () => queryClient.invalidateQueries({ queryKey: swapKeys.all }),
  });
}

export function useCancelSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSwap,
    onSettled: () => queryClient.invalidateQueries({ queryKey: swapKeys.all }),
  });
}

export function useAcceptSwap() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptSwap, onSettled: () => queryClient.invalidateQueries() });
}

export function useDecideSwap() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideSwap, onSettled: () => queryClient.invalidateQueries() });
}
