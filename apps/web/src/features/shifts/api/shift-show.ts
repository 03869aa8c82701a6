import { shiftItem } from "@brigade/contract/shifts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftKeys } from "./shift-keys";

/** One shift by id (GET /api/shift/{id}), e.g. for a roster row that carries only the shift's id. */
export const useShift = (id: number | null) =>
  useQuery({
    queryKey: shiftKeys.one(id ?? 0),
    queryFn: async ({ signal }) => (await api.get(`/shift/${id}`, shiftItem, undefined, signal)).payload,
    enabled: id !== null,
  });
