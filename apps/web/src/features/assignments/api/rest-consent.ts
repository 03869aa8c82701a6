import { consentItem } from "@brigade/contract/fair-workweek/consents";
import { paginatedPayload } from "@brigade/contract/pagination";
import { api } from "../../../lib/api-client";

// A manager's side of consent to a short rest (fair-workweek.md, "Rest between shifts"): asking an employee to agree
// to the rest an assignment would leave them, and whether they have been asked already. The employee answers from
// their home (the consents feature).

const consentPage = paginatedPayload(consentItem);

/** The assignment the employee is asked about. */
export type RestAssignment = { employee_id: number; shift_id: number; slot_id: number; area_role_id: number };

/** Asks the employee to agree (POST /api/compliance/consents): they are told in the app and by e-mail. */
export function askRestConsent(body: RestAssignment) {
  return api.post("/compliance/consents", consentItem, { ...body, kind: "rest" });
}

/** A pending request open for a person is one per position they are asked about: a page of them is all of them. */
const PENDING_LENGTH = 100;

/** Whether the employee already has a question open about this assignment (the same slot and role). */
export async function restConsentPending(assignment: RestAssignment, signal?: AbortSignal): Promise<boolean> {
  const { payload } = await api.get(
    "/compliance/consents",
    consentPage,
    { employee_id: assignment.employee_id, status: "pending", length: PENDING_LENGTH },
    signal,
  );
  return payload.paginated.data.some(
    (consent) => consent.slot_id === assignment.slot_id && consent.area_role_id === assignment.area_role_id,
  );
}
