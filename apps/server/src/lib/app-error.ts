import type { Message } from "@brigade/contract/i18n/template";
import { MESSAGES } from "@brigade/contract/messages";

const STATUS = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof STATUS;

/**
 * The one error type services throw; the error handler turns it into the contract's shape. Its message is a
 * message of the contract: a constant text or a message value (a template's `said(...)`), which the locale hook
 * renders in the caller's language; `message` (Error's) is its English, for logs.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    readonly said: Message,
    readonly errors?: Record<string, Message[]>,
  ) {
    super(said.toString());
    this.status = STATUS[code];
  }

  /** A 422 for one field, shaped like a schema validation failure. */
  static field(field: string, message: Message): AppError {
    return new AppError("validation", message, { [field]: [message] });
  }
  static notFound(message: Message = MESSAGES.notFound): AppError {
    return new AppError("not_found", message);
  }
  static conflict(message: Message): AppError {
    return new AppError("conflict", message);
  }
  static forbidden(message: Message = MESSAGES.forbidden): AppError {
    return new AppError("forbidden", message);
  }
}
