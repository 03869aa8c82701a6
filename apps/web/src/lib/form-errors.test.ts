import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { applyServerErrors } from "./form-errors";

describe("applyServerErrors", () => {
  it("puts the first message of each 422 field next to that field", () => {
    let errors: Record<string, string> = {};
    const form = { setErrors: (value: Record<string, string>) => (errors = value) };
    applyServerErrors(
      form,
      new ApiError(422, "The name field is required.", {
        name: ["The name field is required.", "second"],
        "area_role_ids.0": ["One of the chosen roles does not exist."],
      }),
    );
    expect(errors).toEqual({
      name: "The name field is required.",
      area_role_ids: "One of the chosen roles does not exist.",
    });
  });

  it("leaves the form alone for other failures", () => {
    let called = false;
    applyServerErrors({ setErrors: () => (called = true) }, new ApiError(409, "In use."));
    expect(called).toBe(false);
  });
});
