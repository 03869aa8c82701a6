import { type InviteListPayload, inviteListPayload } from "@brigade/contract/invites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const inviteKeys = { all: ["invites"] as const };

/** The business's waiting invitations, and whether this server mails new ones. */
export async function fetchInvites(signal?: AbortSignal): Promise<InviteListPayload> {
  const { payload } = await api.get("/employee/invites", inviteListPayload, undefined, signal);
  return payload;
}

export const invitesQueryOptions = () =>
  queryOptions({ queryKey: inviteKeys.all, queryFn: ({ signal }) => fetchInvites(signal) });

export const useInvites = () => useQuery(invitesQueryOptions());
