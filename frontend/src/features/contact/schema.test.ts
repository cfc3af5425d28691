import { describe, expect, it } from "vitest";
import { type ContactInput, contactSchema, EMPTY_FORM } from "./schema";

const valid: ContactInput = {
  first_name: "Sara",
  last_name: "O'Neil-Smith",
  email: "sara@example.com",
  phone: "+974 5512 3456",
  country: "canada",
  service: "migrate",
  message: "We are a family of four.",
  consent: true,
  website: "",
};

/** The error key of each invalid field (the first issue per field, as the form shows it). */
function errors(values: Partial<ContactInput>): Record<string, string> {
  const result = contactSchema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      found[key] ??= issue.message;
    }
  }
  return found;
}

describe("contact schema", () => {
  it("accepts a complete form and tidies names, e-mail and phone", () => {
    const result = contactSchema.parse({
      ...valid,
      first_name: "  Sara   Ann ",
      email: " sara@example.com ",
      phone: " +974 5512-3456 ",
    });
    expect(result.first_name).toBe("Sara Ann");
    expect(result.email).toBe("sara@example.com");
    expect(result.phone).toBe("+974 5512-3456");
  });

  it("accepts Arabic names with diacritics, accented Latin names and the typographic apostrophe", () => {
    expect(errors({ first_name: "مُحَمَّد", last_name: "عبد الله" })).toEqual({});
    expect(errors({ first_name: "José", last_name: "D’Angelo" })).toEqual({});
    expect(errors({ first_name: "Zoë", last_name: "Ōtsuka-Núñez" })).toEqual({});
  });

  it("rejects empty, too long and invalid names", () => {
    expect(errors({ first_name: "", last_name: "   " })).toEqual({
      first_name: "firstNameRequired",
      last_name: "lastNameRequired",
    });
    expect(errors({ first_name: "a".repeat(100) })).toEqual({});
    expect(errors({ first_name: "a".repeat(101) })).toEqual({ first_name: "nameTooLong" });
    expect(errors({ first_name: "R2D2" })).toEqual({ first_name: "nameInvalid" });
    expect(errors({ last_name: "Smith_" })).toEqual({ last_name: "nameInvalid" });
    expect(errors({ last_name: "-'’" })).toEqual({ last_name: "nameInvalid" });
    expect(errors({ first_name: "<script>" })).toEqual({ first_name: "nameInvalid" });
  });

  it("requires a valid e-mail address of at most 254 characters", () => {
    expect(errors({ email: "" })).toEqual({ email: "emailRequired" });
    expect(errors({ email: "sara@" })).toEqual({ email: "emailInvalid" });
    expect(errors({ email: "sara.example.com" })).toEqual({ email: "emailInvalid" });
    expect(
      errors({ email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.qa` }),
    ).toEqual({});
    expect(
      errors({ email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.qa` }),
    ).toEqual({ email: "emailInvalid" });
  });

  it("requires a phone of at least 8 digits, spaces, hyphens or parentheses with an optional leading +", () => {
    expect(errors({ phone: "" })).toEqual({ phone: "phoneRequired" });
    expect(errors({ phone: "5512345" })).toEqual({ phone: "phoneInvalid" });
    expect(errors({ phone: "55123456" })).toEqual({});
    expect(errors({ phone: "(974) 5512-3456" })).toEqual({});
    expect(errors({ phone: "+1 (416) 555-0199" })).toEqual({});
    expect(errors({ phone: "974+55123456" })).toEqual({ phone: "phoneInvalid" });
    expect(errors({ phone: "+974 5512 345x" })).toEqual({ phone: "phoneInvalid" });
    expect(errors({ phone: "1".repeat(41) })).toEqual({ phone: "phoneInvalid" });
  });

  it("requires a country from its list and a service (the server knows which services the content has)", () => {
    expect(errors({ country: "", service: "" })).toEqual({
      country: "countryRequired",
      service: "serviceRequired",
    });
    expect(errors({ country: "mars", service: "" })).toEqual({
      country: "countryRequired",
      service: "serviceRequired",
    });
    expect(errors({ country: "other", service: "refugee-protection" })).toEqual({});
  });

  it("takes an optional message of at most 5000 characters", () => {
    expect(errors({ message: "" })).toEqual({});
    expect(errors({ message: "x".repeat(5000) })).toEqual({});
    expect(errors({ message: "x".repeat(5001) })).toEqual({ message: "messageTooLong" });
  });

  it("requires consent", () => {
    expect(errors({ consent: false })).toEqual({ consent: "consentRequired" });
  });

  it("reports every required field of the empty form", () => {
    expect(Object.keys(errors(EMPTY_FORM))).toEqual([
      "first_name",
      "last_name",
      "email",
      "phone",
      "country",
      "service",
      "consent",
    ]);
  });
});
