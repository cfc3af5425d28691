import type { ServiceItem } from "../../../lib/services";
import type { I18nText } from "../../../lib/site";

export { type ServiceItem, servicePath } from "../../../lib/services";
export type ServiceDetail = ServiceItem & { body: I18nText };

/** The seven services with a page of their own (migrate, study, investment, work, citizenship, travel, family). */
export const DEDICATED = ["migrate", "study", "investment", "work", "citizenship", "travel", "family"];
