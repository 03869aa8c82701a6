import { paginatedPayload } from "@brigade/contract/pagination";
import { shiftNameItem } from "@brigade/contract/shift-names";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, noPayload } from "./api-client";
import { CHECK_ANSWERS, ContractDriftError } from "./contract-check";

const namePage = paginatedPayload(shiftNameItem);
const page = (data: unknown[]) => ({
  paginated: {
    data,
    current_page: 1,
    per_page: 10,
    total: data.length,
    from: 1,
    to: data.length,
    last_page: 1,
    next_page_url: null,
    prev_page_url: null,
  },
});

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const failure = (call: Promise<unknown>) => call.then(() => null).catch((error: unknown) => error as Error);

afterEach(() => vi.unstubAllGlobals());

describe("answers checked against the contract", () => {
  it("is on under Vitest (and the dev server); the production build skips it", () => {
    expect(CHECK_ANSWERS).toBe(true);
  });

  it("passes a matching answer through as it came", async () => {
    const body = { message: "Done.", payload: page([{ id: 1, name: "Brunch", from_time: null, to_time: null }]) };
    answer(body);
    expect(await api.get("/shift/name/index", namePage, { page: 1 })).toEqual(body);
  });

  it("fails a drifted answer, naming the call and where it drifted", async () => {
    answer({
      payload: page([
        { id: 1, name: "Brunch", from_time: null, to_time: null },
        { id: "2", name: "Dinner", from_time: null, to_time: null },
      ]),
    });
    const error = await failure(api.get("/shift/name/index", namePage, { page: 1 }));
    expect(error).toBeInstanceOf(ContractDriftError);
    expect(error?.message).toContain("GET /api/shift/name/index: the answer does not match the contract");
    expect(error?.message).toContain("payload.paginated.data.1.id: invalid_type, expected number");
  });

  it("checks the answers of writes, and a field the contract has that the answer lacks", async () => {
    answer({ message: "Saved.", payload: { id: 3 } }, 201);
    const error = await failure(api.post("/shift/name/store", shiftNameItem, { name: "Late" }));
    expect(error?.message).toContain("POST /api/shift/name/store");
    expect(error?.message).toContain("payload.name: invalid_type, expected string");
  });

  it("takes a message-only answer as having no payload, and fails one that brings a payload", async () => {
    answer({ message: "Deleted." });
    expect((await api.delete("/shift/name/3", noPayload)).message).toBe("Deleted.");
    answer({ message: "Deleted.", payload: { id: 3 } });
    const error = await failure(api.delete("/shift/name/3", noPayload));
    expect(error?.message).toContain("DELETE /api/shift/name/3");
    expect(error?.message).toContain("payload: invalid_type, expected undefined");
  });

  it("names only the first few issues of a long drift", async () => {
    answer({
      payload: page(Array.from({ length: 10 }, (_, id) => ({ id, name: id, from_time: null, to_time: null }))),
    });
    const error = await failure(api.get("/shift/name/index", namePage));
    expect(error?.message).toContain("; and 7 more");
  });

  it("leaves a refused call to ApiError: only answers the server gives as success are checked", async () => {
    answer({ message: "Not found." }, 404);
    const error = await failure(api.get("/shift/name/9", shiftNameItem));
    expect(error).not.toBeInstanceOf(ContractDriftError);
    expect(error?.message).toBe("Not found.");
  });
});
