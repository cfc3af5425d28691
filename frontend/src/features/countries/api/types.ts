import type { I18nText } from "../../../lib/site";

export type CountryItem = {
  id: number;
  slug: string;
  code: string;
  name: I18nText;
  summary: I18nText;
  processing_time: I18nText;
  /** What we have done for this destination, in words; never a rate. */
  experience: I18nText;
  flag: string | null;
};
export type CountryDetail = CountryItem & { body: I18nText };
