import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { errorBody, errorCode, fieldErrors, serverMessage } from "./api-errors";

describe("the API's one error shape", () => {
  const e422 = new ApiError(422, "422", {
    error: {
      code: "validation_error",
      message: "Some fields are invalid.",
      fields: { title_ar: "Required." },
    },
  });

  it("reads the code, the message and the fields of a failed call", () => {
    expect(errorCode(e422)).toBe("validation_error");
    expect(serverMessage(e422)).toBe("Some fields are invalid.");
    expect(fieldErrors(e422)).toEqual({ title_ar: "Required." });
  });

  it("finds no fields in a failure that is not a 422", () => {
    const locked = new ApiError(429, "429", { error: { code: "locked_out", message: "Try again later." } });
    expect(fieldErrors(locked)).toEqual({});
    expect(errorCode(locked)).toBe("locked_out");
  });

  it("finds nothing in a body of another shape, a bare status or a network failure", () => {
    expect(errorBody(new ApiError(500, "500: boom", null))).toBeUndefined();
    expect(errorBody(new ApiError(502, "502", { error: "Bad gateway" }))).toBeUndefined();
    expect(
      serverMessage(new ApiError(404, "404", { error: { code: "not_found", message: "" } })),
    ).toBeUndefined();
    expect(fieldErrors(new TypeError("Failed to fetch"))).toEqual({});
    expect(errorCode(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
