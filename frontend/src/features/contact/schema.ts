// The contact form's rules, the same as the server's (backend/leads/rules.py, backend/leads/contact.py).
// Error messages are keys under contact.errors, translated where they are shown.
import { z } from "zod";
import { westernDigits } from "../../lib/digits";
import options from "./options.json";

// No compiled validators: Zod would build them with `new Function`, which the site's
// Content-Security-Policy refuses (no 'unsafe-eval'); even its probe for it is reported as a violation.
z.config({ jitless: true });

export const LIMITS = options.limits;
export const COUNTRIES: readonly string[] = options.countries;
export const SERVICES: readonly string[] = options.services;

/** Letters of any script with their combining marks (Arabic diacritics too), spaces, hyphens, apostrophes. */
export const NAME_PATTERN = /^(?:[\p{L}\p{M}]|[ \-'’])+$/u;
const LETTER = /\p{L}/u;
/** Digits, spaces, hyphens and parentheses after an optional "+"; the server parses the number itself. */
export const PHONE_PATTERN = /^\+?[\d \-()]{8,}$/;
const PHONE_MAX = 40;

export type ErrorKey =
  | "firstNameRequired"
  | "lastNameRequired"
  | "nameTooLong"
  | "nameInvalid"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "countryRequired"
  | "serviceRequired"
  | "messageTooLong"
  | "consentRequired";

const name = (required: ErrorKey) =>
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

export const contactSchema = z.object({
  first_name: name("firstNameRequired"),
  last_name: name("lastNameRequired"),
  email: z
    .string()
    .trim()
    .min(1, "emailRequired")
    .pipe(z.email("emailInvalid").max(LIMITS.email, "emailInvalid")),
  phone: z
    .string()
    .trim()
    .transform(westernDigits)
    .pipe(
      z.string().min(1, "phoneRequired").max(PHONE_MAX, "phoneInvalid").regex(PHONE_PATTERN, "phoneInvalid"),
    ),
  country: z.string().refine((value) => COUNTRIES.includes(value), "countryRequired"),
  service: z.string().refine((value) => SERVICES.includes(value), "serviceRequired"),
  message: z.string().max(LIMITS.message, "messageTooLong"),
  consent: z.boolean().refine((value) => value, "consentRequired"),
  website: z.string(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const EMPTY_FORM: ContactInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  country: "",
  service: "",
  message: "",
  consent: false,
  website: "",
};

/** The form's fields in page order (the server's 422 field errors are applied and focused in this order). */
export const FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "country",
  "service",
  "message",
  "consent",
] as const satisfies readonly (keyof ContactInput)[];
export type FieldName = (typeof FIELDS)[number];

/** The message shown for a field the server rejected (never the server's English text); the server's
 * page for a form posted without JavaScript reads the same keys (options.json). */
export const SERVER_ERRORS = options.serverErrors as Record<FieldName, ErrorKey>;
