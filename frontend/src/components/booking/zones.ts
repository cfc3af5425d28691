// The city a time zone is named for, to label a time "08:00 London": Intl has no city names, so the
// zone id gives it, with the Arabic of the zones visitors of a Doha office most often have.
import { formatTime, TIME_ZONE } from "../../lib/dates";
import type { Lang } from "../../lib/lang";

const ARABIC: Record<string, string> = {
  Qatar: "الدوحة",
  Doha: "الدوحة",
  Riyadh: "الرياض",
  Dubai: "دبي",
  Kuwait: "الكويت",
  Bahrain: "البحرين",
  Muscat: "مسقط",
  Baghdad: "بغداد",
  Amman: "عمّان",
  Beirut: "بيروت",
  Damascus: "دمشق",
  Jerusalem: "القدس",
  Gaza: "غزة",
  Hebron: "الخليل",
  Aden: "عدن",
  Cairo: "القاهرة",
  Khartoum: "الخرطوم",
  Tripoli: "طرابلس",
  Tunis: "تونس",
  Algiers: "الجزائر",
  Casablanca: "الدار البيضاء",
  Tehran: "طهران",
  Istanbul: "إسطنبول",
  Karachi: "كراتشي",
  Kolkata: "كولكاتا",
  Calcutta: "كولكاتا",
  Dhaka: "دكا",
  Kathmandu: "كاتماندو",
  Colombo: "كولومبو",
  Manila: "مانيلا",
  Jakarta: "جاكرتا",
  Kuala_Lumpur: "كوالالمبور",
  Singapore: "سنغافورة",
  Hong_Kong: "هونغ كونغ",
  Shanghai: "شنغهاي",
  Tokyo: "طوكيو",
  Nairobi: "نيروبي",
  Lagos: "لاغوس",
  Addis_Ababa: "أديس أبابا",
  Johannesburg: "جوهانسبرغ",
  London: "لندن",
  Dublin: "دبلن",
  Paris: "باريس",
  Berlin: "برلين",
  Amsterdam: "أمستردام",
  Brussels: "بروكسل",
  Madrid: "مدريد",
  Rome: "روما",
  Stockholm: "ستوكهولم",
  Moscow: "موسكو",
  Toronto: "تورونتو",
  Vancouver: "فانكوفر",
  New_York: "نيويورك",
  Chicago: "شيكاغو",
  Los_Angeles: "لوس أنجلوس",
  Sydney: "سيدني",
  Melbourne: "ملبورن",
  Perth: "بيرث",
  Auckland: "أوكلاند",
};

/** "London" for Europe/London (the Arabic where we have it, else the id's own city in Latin). */
export function zoneCity(zone: string, lang: Lang): string {
  const city = zone === TIME_ZONE ? "Doha" : (zone.split("/").pop() ?? zone);
  if (lang === "ar" && ARABIC[city]) return ARABIC[city];
  return city.replace(/_/g, " ");
}

/** Whether `zone` shows the moment `iso` at another time of day than Doha (London does, Riyadh
 * does not: the same clock needs no second label). */
export function showsOtherTime(iso: string, zone: string | null | undefined): zone is string {
  return (
    Boolean(zone) && zone !== TIME_ZONE && formatTime(iso, "en", zone as string) !== formatTime(iso, "en")
  );
}
