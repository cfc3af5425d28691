import type { I18nText } from "../../../lib/site";

export type CountryItem = {
  id: number;
  slug: string;
  code: string;
  name: I18nText;
  summary: I18nText;
  processing_time: I18nText;
  success_rate: I18nText;
  flag: string | null;
};
export type CountryDetail = CountryItem & { body: I18nText };
