import type { ComponentType } from "react";
import { GlobeIcon, LayersIcon, ShieldIcon, UsersIcon } from "../../../components/ui/icons";
import { useT } from "../../../lib/i18n-hooks";

const BADGES: { key: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: "professional", Icon: ShieldIcon },
  { key: "experts", Icon: UsersIcon },
  { key: "support", Icon: LayersIcon },
  { key: "international", Icon: GlobeIcon },
];

export function TrustStrip() {
  const { t } = useT();
  return (
    <section className="border-y border-slate-200 bg-white py-12" aria-labelledby="trust-title">
      <div className="container-page">
        <h2 id="trust-title" className="text-center text-xl font-bold text-ink sm:text-2xl">
          {t("trust.title")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BADGES.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-slate-50 p-5">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-ink">{t(`trust.${key}`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`trust.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
