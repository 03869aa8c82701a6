import { type SalesImportResult, salesImportResult } from "@brigade/contract/sales-import";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiUpload, type Envelope } from "../../../lib/api-client";
import { salesKeys } from "./sales-keys";

export type ImportRequest = { file: File; dryRun: boolean; columns?: string };
/** Where a sent file is: its upload's share sent (0-100), then the server reading it. */
export type SendProgress = { percent: number; reading: boolean };

/**
 * Sends a sales file for a dry run or an import, one at a time: sending another (or leaving the page) cancels the
 * one under way. A real import reads the location's history and imports again.
 */
export function useSendSalesFile(locationId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const send = useCallback(
    async ({ file, dryRun, columns }: ImportRequest): Promise<Envelope<SalesImportResult>> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setProgress({ percent: 0, reading: false });
      const body = new FormData();
      body.append("file", file);
      try {
        const answer = await apiUpload(`/locations/${locationId}/sales/import`, salesImportResult, body, {
          query: { dry_run: dryRun ? 1 : undefined, columns },
          signal: controller.signal,
          onProgress: (sent) => setProgress({ percent: Math.floor(sent * 100), reading: false }),
          onSent: () => setProgress({ percent: 100, reading: true }),
        });
        if (!dryRun) await queryClient.invalidateQueries({ queryKey: salesKeys.location(locationId) });
        return answer;
      } finally {
        if (current.current === controller) {
          current.current = null;
          setProgress(null);
        }
      }
    },
    [locationId, queryClient],
  );
  return { send, progress };
}
