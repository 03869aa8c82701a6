import { punchItem } from "@brigade/contract/time-clock";
import { approvalPayload, punchEditItem, timesheetPayload } from "@brigade/contract/timesheets";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { downloadFrom } from "../../../lib/download";

export type Period = { location_id: number; from: string; to: string };

const keys = {
  all: ["timesheets"] as const,
  sheet: (p: Period) => ["timesheets", p.location_id, p.from, p.to] as const,
  history: (id: number) => ["timesheets", "history", id] as const,
};
const punchHistory = z.array(punchEditItem);

export const useTimesheet = (period: Period | null, refetchInterval?: number) =>
  useQuery({
    queryKey: period ? keys.sheet(period) : ["timesheets", "none"],
    queryFn: async ({ signal }) => (await api.get("/timesheets", timesheetPayload, period ?? {}, signal)).payload,
    enabled: period !== null,
    refetchInterval,
  });

export const usePunchHistory = (punchId: number | null) =>
  useQuery({
    queryKey: keys.history(punchId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get(`/clock/punch/${punchId}/history`, punchHistory, undefined, signal)).payload,
    enabled: punchId !== null,
  });

/** Every change of a timesheet reads it again (and the punch histories). */
function useSheetMutation<T>(fn: (input: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

type Times = {
  in_at?: string;
  out_at?: string;
  breaks?: { start_at: string; end_at: string }[];
  reason: string;
};

export const useEditPunch = () =>
  useSheetMutation(({ id, ...body }: Times & { id: number }) => api.patch(`/clock/punch/${id}`, punchItem, body));

export const useAddPunch = () =>
  useSheetMutation((body: Required<Omit<Times, "breaks">> & Pick<Times, "breaks"> & { booking_id: number }) =>
    api.post("/clock/punch", punchItem, body),
  );

export const useApprove = () => useSheetMutation((p: Period) => api.post("/timesheets/approve", approvalPayload, p));
export const useReopen = () => useSheetMutation((p: Period) => api.post("/timesheets/reopen", approvalPayload, p));

export type ExportFormat = "csv" | "xls" | "xml" | "json";

/** The export for payroll, downloaded under the server's file name. */
export const downloadTimesheet = (period: Period, format: ExportFormat): Promise<void> =>
  downloadFrom("/timesheets/export", { ...period, format }, `timesheet.${format}`);
