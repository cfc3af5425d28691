import type { I18nText } from "../../../lib/site";

/** GET /api/offices (backend/content/schemas.py OfficeOut). */
export type OfficeOut = {
  id: number;
  name: I18nText;
  address: I18nText;
  map_url: string;
  phone: string;
  hours: I18nText;
};

/** POST /api/contact (backend/leads/contact.py ContactIn). */
export type ContactPayload = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  service: string;
  message: string;
  consent: boolean;
  language: "en" | "ar";
  page_url: string;
  referrer: string;
  utm: Record<string, string>;
  website: string;
  elapsed_ms: number;
};
