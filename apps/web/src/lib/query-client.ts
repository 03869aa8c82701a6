import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { notifyError, notifySuccess } from "./notify";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The screen shows the failure itself (e.g. an alert on the login form). */
      errorToast?: boolean;
      /** No toast for the server's success message. */
      successToast?: boolean;
    };
  }
}

/** Every mutation reports the server's message, success or failure: none is swallowed. */
const mutationCache = new MutationCache({
  onSuccess: (data, _variables, _context, mutation) => {
    if (mutation.meta?.successToast === false) return;
    const message = (data as { message?: unknown } | null)?.message;
    if (typeof message === "string" && message) notifySuccess(message);
  },
  onError: (error, _variables, _context, mutation) => {
    if (mutation.meta?.errorToast === false) return;
    if (error instanceof ApiError && error.status === 401) return;
    notifyError(error);
  },
});

/**
 * How long an answer of a read that is otherwise always asked again (staleTime 0) counts as fresh: one a route's
 * loader has just fetched is not fetched again as the screen mounts.
 */
export const JUST_ASKED_MS = 5_000;

export const queryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network and 5xx failures may.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
