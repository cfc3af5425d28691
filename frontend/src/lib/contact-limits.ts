// The limits and patterns of a person's contact details (lib/contact-options.json, which the server
// reads too), without the Zod rules built from them (lib/contact-rules.ts): a form's code reads these
// at once and loads the rules only when it first checks its fields (lib/lazy-resolver.ts).
import options from "./contact-options.json";

export const CONTACT_OPTIONS = options;
export const LIMITS = options.limits;
export const CONSENT_VERSION = options.consentVersion;

/** Letters of any script with their combining marks (Arabic diacritics too), spaces, hyphens, apostrophes. */
export const NAME_PATTERN = /^(?:[\p{L}\p{M}]|[ \-'’])+$/u;
/** Digits, spaces, hyphens and parentheses after an optional "+"; the server parses the number itself. */
export const PHONE_PATTERN = /^\+?[\d \-()]{8,}$/;
