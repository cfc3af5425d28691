import { useQuery } from "@tanstack/react-query";
import type { SiteOut } from "./api-types";
import type { TFunction } from "./i18n-core";
import { useT } from "./i18n-hooks";

/** Site settings (company name, contacts, hours, social links); every page has them from the server. */
export function useSite(): SiteOut | undefined {
  return useQuery<SiteOut>({ queryKey: ["/api/site"] }).data;
}

/** "within 24 hours" / «خلال 24 ساعة»: how soon a first reply is promised (on business days), from the
 * site settings; the sentences that promise it take it as `{{within}}`. */
export function replyWithin(t: TFunction, site: SiteOut | undefined): string {
  return site ? t("contact.response.within", { count: site.reply_promise.within_hours }) : "";
}

/** replyWithin for the current page's language. */
export function useReplyWithin(): string {
  const { t } = useT();
  return replyWithin(t, useSite());
}
