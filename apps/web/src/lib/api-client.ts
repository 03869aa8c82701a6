import { CSRF_HEADER } from "@brigade/contract/auth-cookies";
import { MESSAGES } from "@brigade/contract/messages";
import { z } from "zod";
import { currentLocale, i18next } from "../i18n";
import { translated } from "../i18n/messages";
import { type FieldErrors, failureMessage, fieldErrorsOf } from "./api-failure";
import { CHECK_ANSWERS, checkPayload } from "./contract-check";
import { readCsrfCookie } from "./cookies";

/** Every failed call throws this, carrying the server's message and, for 422, its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }
}

/** The success envelope of every endpoint. */
export type Envelope<T> = { message?: string; payload: T };

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  method?: Method;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Login and register answer 401 for a wrong password: that is not an expired session. */
  redirectOnUnauthorized?: boolean;
};

let unauthorizedHandler: (() => void) | null = null;

/** What sends a request: the browser's fetch, unless a served page's answers come first (lib/served-answers.ts). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces how requests are sent: the server rendering the member home answers them itself (src/server-render), and
 * the app booting on that page answers its first reads with the ones the page was drawn from.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The app decides what a 401 means for the screen (clear the user, go to the login page). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The address of an API read: what apiRequest fetches (and the service worker caches) for a path and query. */
export function apiUrl(path: string, query?: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const message = failureMessage(status, body, {
    serverError: translated(MESSAGES.serverError),
    failed: (code) => i18next.t("common:api.failed", { status: code }),
  });
  return new ApiError(status, message, fieldErrorsOf(body));
}

/** The schema of an answer that is only a message (the server's `messageOnly`): it has no payload. */
export const noPayload = z.undefined();

/**
 * Calls the API and returns its envelope, the payload typed by its contract schema (checked against it outside
 * production builds: contract-check.ts); throws ApiError for any non-2xx answer.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<Envelope<z.output<S>>> {
  const method = options.method ?? "GET";
  // The server answers in the app's language (its messages, the notification list).
  const headers: Record<string, string> = { accept: "application/json", "accept-language": currentLocale() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (method !== "GET") {
    const csrf = readCsrfCookie();
    if (csrf) headers[CSRF_HEADER] = csrf;
  }

  let response: Response;
  try {
    response = await transport(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, i18next.t("common:api.unreachable"));
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = errorFrom(response.status, data);
    if (response.status === 401 && options.redirectOnUnauthorized !== false) unauthorizedHandler?.();
    throw error;
  }
  const answer = (data ?? {}) as Envelope<unknown>;
  // The raw answer is returned either way, so development and production see the same values.
  if (CHECK_ANSWERS) checkPayload(`${method} /api${path}`, schema, answer.payload);
  return answer as Envelope<z.output<S>>;
}

export type UploadOptions = {
  query?: RequestOptions["query"];
  signal?: AbortSignal;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  /** The whole body is sent: what remains is the server's work. */
  onSent?: () => void;
};

/**
 * POSTs a form (a file) as apiRequest would, through XMLHttpRequest: fetch cannot tell how much of a body it has
 * sent, and a large file deserves a progress bar. Answers and failures read as apiRequest's.
 */
export function apiUpload<S extends z.ZodType>(
  path: string,
  schema: S,
  body: FormData,
  options: UploadOptions = {},
): Promise<Envelope<z.output<S>>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    request.open("POST", apiUrl(path, options.query));
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("accept-language", currentLocale());
    const csrf = readCsrfCookie();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => options.onSent?.();
    request.onload = () => {
      options.signal?.removeEventListener("abort", abort);
      let data: unknown = null;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        data = null;
      }
      if (request.status < 200 || request.status >= 300) {
        if (request.status === 401) unauthorizedHandler?.();
        reject(errorFrom(request.status, data));
        return;
      }
      const answer = (data ?? {}) as Envelope<unknown>;
      if (CHECK_ANSWERS) checkPayload(`POST /api${path}`, schema, answer.payload);
      resolve(answer as Envelope<z.output<S>>);
    };
    request.onerror = () => reject(new ApiError(0, i18next.t("common:api.unreachable")));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (options.signal?.aborted) return reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", abort, { once: true });
    request.send(body);
  });
}

/** Each call names the contract schema of its payload; there is no type parameter to cast an answer with. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, query?: RequestOptions["query"], signal?: AbortSignal) =>
    apiRequest(path, schema, { query, signal }),
  post: <S extends z.ZodType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: Omit<RequestOptions, "method" | "body">,
  ) => apiRequest(path, schema, { ...options, method: "POST", body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown) =>
    apiRequest(path, schema, { method: "PUT", body }),
  patch: <S extends z.ZodType>(path: string, schema: S, body?: unknown) =>
    apiRequest(path, schema, { method: "PATCH", body }),
  delete: <S extends z.ZodType>(path: string, schema: S) => apiRequest(path, schema, { method: "DELETE" }),
};

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return translated(MESSAGES.serverError);
}
