import type { LocaleBody, MePayload } from "@brigade/contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";
import { meQueryKey } from "./me";

/**
 * Saves the signed-in user's language on their account (PUT /api/auth/locale). The server's "Language saved." is
 * the toast (query-client.ts), in the language just chosen: the request carried it.
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocaleBody) => api.put("/auth/locale", noPayload, body),
    onSuccess: (_result, body) => {
      queryClient.setQueryData<MePayload>(meQueryKey, (me) =>
        me ? { ...me, user: { ...me.user, locale: body.locale } } : me,
      );
    },
  });
}
