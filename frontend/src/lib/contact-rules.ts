// The rules for a person's contact details, the same as the server's (backend/leads/rules.py): the
// contact form and the calculators' "send me my assessment" form build their schemas from these.
// Error messages are keys under contact.errors, translated where they are shown.
import * as z from "zod/mini";
import { LIMITS, NAME_PATTERN, PHONE_PATTERN } from "./contact-limits";
import { westernDigits } from "./digits";

// Zod Mini: the same checks as Zod's chained API, as functions a bundler can leave out when unused (the
// forms' check chunk, loaded when a form first checks its fields, 23.0 -> 6.6 KB gzip). No compiled
// validators: Zod would build them with `new Function`, which the site's Content-Security-Policy
// refuses (no 'unsafe-eval'); even its probe for it is reported as a violation.
z.config({ jitless: true });

export { CONSENT_VERSION, CONTACT_OPTIONS, LIMITS, NAME_PATTERN, PHONE_PATTERN } from "./contact-limits";

const LETTER = /\p{L}/u;
const PHONE_MAX = 40;

const tidySpaces = (value: string) => value.split(/\s+/).filter(Boolean).join(" ");

/** A name: spaces tidied, letters only, at most LIMITS.name; `required` is the key for an empty one. */
export const nameRule = <K extends string>(required: K) =>
  z.pipe(
    z.pipe(z.string(), z.transform(tidySpaces)),
    z.string().check(
      z.minLength(1, required),
      z.maxLength(LIMITS.name, "nameTooLong"),
      z.regex(NAME_PATTERN, "nameInvalid"),
      z.refine((value) => LETTER.test(value), "nameInvalid"),
    ),
  );

/** `rule` for a field the visitor may leave empty ("" passes), or must fill (`required`: the key for an
 * empty one, the only message then). */
const presence = (rule: z.ZodMiniType<string, string>, optional: boolean, required: string) =>
  optional ? z.union([z.literal(""), rule]) : z.pipe(z.string().check(z.minLength(1, required)), rule);

const trimmed = () => z.string().check(z.trim());

const email = z.email("emailInvalid").check(z.maxLength(LIMITS.email, "emailInvalid"));

/** An e-mail address (trimmed); with `optional`, an empty one passes as "". */
export const emailRule = (optional = false) => z.pipe(trimmed(), presence(email, optional, "emailRequired"));

const phone = z
  .string()
  .check(z.maxLength(PHONE_MAX, "phoneInvalid"), z.regex(PHONE_PATTERN, "phoneInvalid"));

/** A phone number in any of the ways people type one (Arabic-Indic digits too); with `optional`, "" passes. */
export const phoneRule = (optional = false) =>
  z.pipe(z.pipe(trimmed(), z.transform(westernDigits)), presence(phone, optional, "phoneRequired"));
