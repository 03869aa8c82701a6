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

/** The one error type services throw; the error handler turns it into the contract's shape. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  /** A 422 for one field, shaped like a schema validation failure. */
  static field(field: string, message: string): AppError {
    return new AppError("validation", message, { [field]: [message] });
  }
  static notFound(message: string = MESSAGES.notFound): AppError {
    return new AppError("not_found", message);
  }
  static conflict(message: string): AppError {
    return new AppError("conflict", message);
  }
  static forbidden(message: string = MESSAGES.forbidden): AppError {
    return new AppError("forbidden", message);
  }
}
