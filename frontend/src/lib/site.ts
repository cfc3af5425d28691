import { useQuery } from "@tanstack/react-query";

export type I18nText = { en: string; ar: string };
export type Site = {
  company_name: I18nText;
  tagline: I18nText;
  description: I18nText;
  phone: string;
  email: string;
  whatsapp: string;
  hours: { days: string[]; opens: string; closes: string };
  social: Record<
    "facebook" | "twitter" | "linkedin" | "youtube" | "instagram" | "tiktok" | "whatsapp",
    string
  >;
};

/** Site settings (company name, contacts, hours, social links); every page has them from the server. */
export function useSite(): Site | undefined {
  return useQuery<Site>({ queryKey: ["/api/site"] }).data;
}
