import { ApiError } from "./api-client";

type FormWithErrors = { setErrors: (errors: Record<string, string>) => void };

/** Puts a 422's field errors next to the fields (`area_role_ids.0` lands on `area_role_ids`). */
export function applyServerErrors(form: FormWithErrors, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 422) return;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const key = field.split(".")[0] ?? field;
    const first = messages[0];
    if (first && !errors[key]) errors[key] = first;
  }
  form.setErrors(errors);
}
