import { describe, expect, it } from "vitest";
import { failureMessage, fieldErrorsOf } from "./api-failure";

const texts = { serverError: "Our side failed.", failed: (status: number) => `Failed (HTTP ${status}).` };

describe("failureMessage", () => {
  it("says the server's own message when there is one", () => {
    expect(failureMessage(401, { message: "Invalid email or password." }, texts)).toBe("Invalid email or password.");
    expect(failureMessage(503, { message: "Down for maintenance." }, texts)).toBe("Down for maintenance.");
  });

  it("falls back to the server error for a 5xx, and to the status for anything else", () => {
    expect(failureMessage(502, null, texts)).toBe("Our side failed.");
    expect(failureMessage(500, { message: "" }, texts)).toBe("Our side failed.");
    expect(failureMessage(404, "not json", texts)).toBe("Failed (HTTP 404).");
  });
});

describe("fieldErrorsOf", () => {
  it("reads a 422's field errors, and none from anything else", () => {
    expect(fieldErrorsOf({ errors: { email: ["The email field is required."] } })).toEqual({
      email: ["The email field is required."],
    });
    expect(fieldErrorsOf({ message: "No." })).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});
