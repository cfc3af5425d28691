// The contact form's rules, the same as the server's (backend/leads/rules.py, backend/leads/contact.py).
// Error messages are keys under contact.errors, translated where they are shown.
import { z } from "zod";
import { emailRule, LIMITS, nameRule, CONTACT_OPTIONS as options, phoneRule } from "../../lib/contact-rules";

export { LIMITS, NAME_PATTERN, PHONE_PATTERN } from "../../lib/contact-rules";
export const COUNTRIES: readonly string[] = options.countries;
export const SERVICES: readonly string[] = options.services;

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

const name = (required: ErrorKey) => nameRule(required);

export const contactSchema = z.object({
  first_name: name("firstNameRequired"),
  last_name: name("lastNameRequired"),
  email: emailRule(),
  phone: phoneRule(),
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
 * page for a form posted without JavaScript reads the same keys (lib/contact-options.json). */
export const SERVER_ERRORS = options.serverErrors as Record<FieldName, ErrorKey>;
