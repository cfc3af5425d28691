// The rules for a person's contact details, the same as the server's (backend/leads/rules.py): the
// contact form and the calculators' "send me my assessment" form build their schemas from these.
// Error messages are keys under contact.errors, translated where they are shown.
import { z } from "zod";
import { LIMITS, NAME_PATTERN, PHONE_PATTERN } from "./contact-limits";
import { westernDigits } from "./digits";

// No compiled validators: Zod would build them with `new Function`, which the site's
// Content-Security-Policy refuses (no 'unsafe-eval'); even its probe for it is reported as a violation.
z.config({ jitless: true });

export { CONSENT_VERSION, CONTACT_OPTIONS, LIMITS, NAME_PATTERN, PHONE_PATTERN } from "./contact-limits";

const LETTER = /\p{L}/u;
const PHONE_MAX = 40;

/** A name: spaces tidied, letters only, at most LIMITS.name; `required` is the key for an empty one. */
export const nameRule = <K extends string>(required: K) =>
  z
    .string()
    .transform((value) => value.split(/\s+/).filter(Boolean).join(" "))
    .pipe(
      z
        .string()
        .min(1, required)
        .max(LIMITS.name, "nameTooLong")
        .regex(NAME_PATTERN, "nameInvalid")
        .refine((value) => LETTER.test(value), "nameInvalid"),
    );

/** An e-mail address (trimmed); with `optional`, an empty one passes as "". */
export const emailRule = (optional = false) =>
  z
    .string()
    .trim()
    .pipe(
      optional
        ? z.union([z.literal(""), z.email("emailInvalid").max(LIMITS.email, "emailInvalid")])
        : z.string().min(1, "emailRequired").pipe(z.email("emailInvalid").max(LIMITS.email, "emailInvalid")),
    );

/** A phone number in any of the ways people type one (Arabic-Indic digits too); with `optional`, "" passes. */
export const phoneRule = (optional = false) =>
  z
    .string()
    .trim()
    .transform(westernDigits)
    .pipe(
      optional
        ? z.union([
            z.literal(""),
            z.string().max(PHONE_MAX, "phoneInvalid").regex(PHONE_PATTERN, "phoneInvalid"),
          ])
        : z
            .string()
            .min(1, "phoneRequired")
            .max(PHONE_MAX, "phoneInvalid")
            .regex(PHONE_PATTERN, "phoneInvalid"),
    );
