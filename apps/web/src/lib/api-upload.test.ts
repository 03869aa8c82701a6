import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiUpload, setUnauthorizedHandler } from "./api-client";

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** An XMLHttpRequest that sends its body in two halves, then answers with `status` and `body`. */
function stubRequest(status: number, body: unknown) {
  const sent: { url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  class FakeRequest {
    status = 0;
    responseText = "";
    upload: { onprogress: Listener; onload: (() => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(payload: unknown) {
      sent.body = payload;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.upload.onload?.();
      queueMicrotask(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe("apiUpload", () => {
  it("sends the form with the CSRF header and the query, reporting its progress, then the answer", async () => {
    vi.stubGlobal("document", { cookie: "brigade_csrf=abc" });
    const sent = stubRequest(200, { message: "Done.", payload: { rows: 3 } });
    const progress: number[] = [];
    const onSent = vi.fn();
    const form = new FormData();
    const answer = await apiUpload("/locations/1/sales/import", z.object({ rows: z.number() }), form, {
      query: { dry_run: 1, columns: "date:Day,amount:Net Total" },
      onProgress: (share) => progress.push(share),
      onSent,
    });
    expect(answer).toEqual({ message: "Done.", payload: { rows: 3 } });
    expect(sent.url).toBe("/api/locations/1/sales/import?dry_run=1&columns=date%3ADay%2Camount%3ANet+Total");
    expect(sent.headers["x-csrf-token"]).toBe("abc");
    expect(sent.body).toBe(form);
    expect(progress).toEqual([0.5, 1]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("throws the server's message and field errors, and reports a 401 to the app", async () => {
    stubRequest(422, { message: "Not a header.", errors: { file: ["Not a header."], "line 2": ["Bad time."] } });
    const error = await apiUpload("/x", z.unknown(), new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: "Not a header.", errors: { "line 2": ["Bad time."] } });

    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubRequest(401, { message: "Unauthenticated." });
    await expect(apiUpload("/x", z.unknown(), new FormData())).rejects.toThrow("Unauthenticated.");
    expect(handler).toHaveBeenCalledOnce();
  });

  it("stops when its signal aborts", async () => {
    stubRequest(200, { payload: null });
    const controller = new AbortController();
    controller.abort();
    const error = await apiUpload("/x", z.unknown(), new FormData(), { signal: controller.signal }).catch((e) => e);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});
