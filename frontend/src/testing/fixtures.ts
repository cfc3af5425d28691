// Data as the API sends it (typed by lib/api-types.ts, generated from the server's schemas), for
// component tests: a fixture missing a field the API gives is a type error.
import type { BlogPostOut, BlogTagOut, CountryOut, I18n, Paths, ServiceOut, SiteOut } from "../lib/api-types";

/** A language-free path as the API gives it, in both languages. */
export const paths = (path: string): Paths => ({ en: path, ar: path === "/" ? "/ar" : `/ar${path}` });
export const text = (en: string, ar = en): I18n => ({ en, ar });

export const site: SiteOut = {
  company_name: text("Horizon Gate Immigration", "بوابة الأفق للهجرة"),
  tagline: text("Consultants in Doha", "مستشارون في الدوحة"),
  description: text("We help.", "نساعدك."),
  phone: "+974 4431 2200",
  email: "info@example.qa",
  whatsapp: "97444312200",
  hours: {
    days: ["Su", "Mo", "Tu", "We", "Th"],
    opens: "09:00",
    closes: "18:00",
    text: text("Sunday–Thursday, 09:00–18:00", "الأحد–الخميس، 09:00–18:00"),
  },
  reply_promise: {
    within_hours: 24,
    email: text("within 4–6 hours", "خلال 4 إلى 6 ساعات"),
    phone: text("same-day callback", "معاودة الاتصال في اليوم نفسه"),
    whatsapp: text("instant replies during business hours", "ردود فورية خلال ساعات العمل"),
  },
  social: {
    facebook: "https://facebook.example/h",
    twitter: "https://x.example/h",
    linkedin: "https://linkedin.example/h",
    youtube: "https://youtube.example/h",
    instagram: "https://instagram.example/h",
    tiktok: "https://tiktok.example/h",
    whatsapp: "https://wa.me/97444312200",
  },
  chat_streams: false,
};

/** A service at the address the server gives it (/services/invest for `investment`). */
export function service(id: number, slug: string, title: I18n, more: Partial<ServiceOut> = {}): ServiceOut {
  const path = slug === "investment" ? "/services/invest" : `/services/${slug}`;
  return {
    id,
    slug,
    path: paths(path),
    title,
    summary: text(`${title.en} summary`, `ملخص ${title.ar}`),
    icon: slug,
    illustration: null,
    menu_order: null,
    ...more,
  };
}

export function country(id: number, slug: string, name: I18n, more: Partial<CountryOut> = {}): CountryOut {
  return {
    id,
    slug,
    path: paths(`/countries/${slug}`),
    code: slug.slice(0, 2).toUpperCase(),
    name,
    summary: text(`${name.en} summary`, `ملخص ${name.ar}`),
    processing_time: text("6–12 months", "من 6 إلى 12 شهرًا"),
    experience: text("Our most requested destination", "أكثر وجهاتنا طلبًا"),
    flag: null,
    ...more,
  };
}

export const tag = (slug: string, name: I18n): BlogTagOut => ({
  slug,
  path: paths(`/blog?tag=${slug}`),
  name,
});

export function post(id: number, slug: string, title: I18n, more: Partial<BlogPostOut> = {}): BlogPostOut {
  return {
    id,
    slug,
    path: paths(`/blog/${slug}`),
    title,
    excerpt: text(`${title.en} excerpt`, `مقتطف ${title.ar}`),
    cover_image: null,
    author: text("Daniel Okafor", "دانيال أوكافور"),
    tags: [],
    published_at: "2026-09-14T05:00:00Z",
    ...more,
  };
}
