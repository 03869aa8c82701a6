import { kioskInfo, kioskPunchResult, kioskState, kioskUrlPayload } from "@brigade/contract/time-clock";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, apiRequest } from "../../../lib/api-client";

export type KioskPunchResult = z.infer<typeof kioskPunchResult>;
export type KioskAction = KioskPunchResult["action"];

const PATHS: Record<KioskAction, string> = {
  in: "clock/in",
  break_start: "clock/break/start",
  break_end: "clock/break/end",
  out: "clock/out",
};

// The kiosk page has no session: a 401 is a wrong PIN, never a reason to go to the login page.
const noLogin = { redirectOnUnauthorized: false } as const;

export const useKioskInfo = (token: string) =>
  useQuery({
    queryKey: ["kiosk", token],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/kiosk/${encodeURIComponent(token)}`, kioskInfo, { signal, ...noLogin })).payload,
    retry: false,
    refetchInterval: 60_000,
  });

export function useKioskPunch(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, pin }: { action: KioskAction; pin: string }) =>
      api.post(`/kiosk/${encodeURIComponent(token)}/${PATHS[action]}`, kioskPunchResult, { pin }, noLogin),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["kiosk", token] }),
  });
}

/** The owner's side: whether a location has a kiosk, and making or replacing its link. */
export const useKioskState = (locationId: number, enabled: boolean) =>
  useQuery({
    queryKey: ["kiosk-state", locationId],
    queryFn: async ({ signal }) =>
      (await api.get(`/restaurant/location/${locationId}/kiosk`, kioskState, undefined, signal)).payload,
    enabled,
  });

export function useMakeKiosk(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replace: boolean) =>
      api.post(`/restaurant/location/${locationId}/kiosk${replace ? "/rotate" : ""}`, kioskUrlPayload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["kiosk-state", locationId] }),
  });
}
