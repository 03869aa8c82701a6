import { memberKeys } from "../../member/api/member-keys";

/**
 * Query keys of the consents feature. Under the member's keys: what refreshes the member's home (a live change to a
 * shift or booking, a pickup or leave request) reads the requests again too.
 */
export const consentKeys = {
  all: [...memberKeys.all, "consents"] as const,
  mine: (employeeId: number) => [...memberKeys.all, "consents", employeeId] as const,
};
