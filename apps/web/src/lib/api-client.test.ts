import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiRequest, noPayload, setUnauthorizedHandler } from "./api-client";

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe("apiRequest", () => {
  it("sends JSON with the CSRF cookie as header on writes", async () => {
    vi.stubGlobal("document", { cookie: "other=1; brigade_csrf=abc%3D" });
    const fetchMock = stubFetch(201, { message: "Location created successfully.", payload: { id: 1 } });
    const result = await apiRequest("/restaurant/location/store", z.object({ id: z.number() }), {
      method: "POST",
      body: { name: "A" },
    });
    expect(result.payload.id).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/restaurant/location/store");
    expect(init?.credentials).toBe("same-origin");
    const headers = init?.headers as Record<string, string> | undefined;
    expect(headers?.["x-csrf-token"]).toBe("abc=");
    expect(init?.body).toBe(JSON.stringify({ name: "A" }));
  });

  it("drops empty query values", async () => {
    const fetchMock = stubFetch(200, { payload: [] });
    await apiRequest("/employee/team-member", z.array(z.never()), {
      query: { page: 2, search: "", employee_status: null },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/employee/team-member?page=2");
  });

  it("throws the server's message and field errors", async () => {
    stubFetch(422, { message: "The name field is required.", errors: { name: ["The name field is required."] } });
    const error = await apiRequest("/shift/name/store", noPayload, { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: "The name field is required." });
    expect((error as ApiError).errors.name).toEqual(["The name field is required."]);
  });

  it("reports a 401 to the app, except where a 401 means a wrong password", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(401, { message: "Unauthenticated." });
    await expect(apiRequest("/auth/me", noPayload)).rejects.toThrow("Unauthenticated.");
    expect(handler).toHaveBeenCalledTimes(1);
    stubFetch(401, { message: "Invalid email or password." });
    await expect(
      apiRequest("/auth/login", noPayload, { method: "POST", body: {}, redirectOnUnauthorized: false }),
    ).rejects.toThrow("Invalid email or password.");
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
