// Reads the API's one error shape {"error": {"code", "message", "fields"?}} (backend/lib/errors.py).
import { ApiError } from "./api-client";
import type { ErrorDetailOut } from "./api-types";

/** The `error` object of a failed call: its code, its sentence and, on a 422, one message per field. */
export type ApiErrorBody = ErrorDetailOut;

/** The `error` object of a failed call's body, or undefined (a network failure, a body of another shape). */
export function errorBody(error: unknown): ApiErrorBody | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const inner = (error.body as { error?: unknown } | null)?.error;
  return inner && typeof inner === "object" ? (inner as ApiErrorBody) : undefined;
}

/** The machine-readable code: "validation_error", "locked_out", ... */
export function errorCode(error: unknown): string | undefined {
  return errorBody(error)?.code;
}

/** The server's own sentence for the failure, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return errorBody(error)?.message || undefined;
}

/** Per-field messages of a 422: {email: "…"}; none for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = errorBody(error)?.fields;
  return fields && typeof fields === "object" ? fields : {};
}
