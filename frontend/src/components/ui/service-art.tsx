// Icons and card illustrations for services (decorative: aria-hidden, no text inside).
import type { ReactNode } from "react";

export type ServiceIconKey =
  | "migrate"
  | "study"
  | "work"
  | "investment"
  | "citizenship"
  | "travel"
  | "family"
  | "business"
  | "refugee"
  | "generic";

const ICONS: Record<ServiceIconKey, ReactNode> = {
  migrate: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </>
  ),
  study: (
    <>
      <path d="M2.5 9 12 4.5 21.5 9 12 13.5 2.5 9Z" />
      <path d="M6.5 11v4.5c1.5 1.5 3.4 2.2 5.5 2.2s4-.7 5.5-2.2V11M21.5 9v5" />
    </>
  ),
  work: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18" />
    </>
  ),
  investment: (
    <>
      <path d="M3 20h18M6 16v-4M11 16V9M16 16v-6" />
      <path d="m5 8 5-4 4 3 5-4M16 3h3v3" />
    </>
  ),
  citizenship: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10" r="3" />
      <path d="M9 16.5h6" />
    </>
  ),
  travel: (
    <>
      <rect x="4" y="7" width="16" height="13" rx="2" />
      <path d="M9 7V4.5h6V7M9 11v5M15 11v5" />
    </>
  ),
  family: (
    <>
      <circle cx="8" cy="7" r="2.5" />
      <circle cx="16" cy="7" r="2.5" />
      <circle cx="12" cy="13" r="2" />
      <path d="M3.5 19c0-3 2-5 4.5-5M20.5 19c0-3-2-5-4.5-5M8.5 20.5c.5-2 1.8-3.5 3.5-3.5s3 1.5 3.5 3.5" />
    </>
  ),
  business: (
    <>
      <path d="M4 21V5.5A1.5 1.5 0 0 1 5.5 4h7A1.5 1.5 0 0 1 14 5.5V21M14 10h4.5a1.5 1.5 0 0 1 1.5 1.5V21M2 21h20" />
      <path d="M7.5 8h3M7.5 12h3M7.5 16h3" />
    </>
  ),
  refugee: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
      <path d="M12 16s-3.5-2.2-3.5-4.5a1.9 1.9 0 0 1 3.5-1 1.9 1.9 0 0 1 3.5 1C15.5 13.8 12 16 12 16Z" />
    </>
  ),
  generic: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </>
  ),
};

export function ServiceIcon({ icon, className = "size-6" }: { icon: string; className?: string }) {
  const shape = ICONS[(icon in ICONS ? icon : "generic") as ServiceIconKey];
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shape}
    </svg>
  );
}

// Flat scenes on a soft background, 320 x 180, in the brand colours.
const SCENES: Record<string, ReactNode> = {
  study: (
    <>
      <rect x="92" y="112" width="136" height="16" rx="4" fill="#0369a1" />
      <rect x="100" y="96" width="120" height="16" rx="4" fill="#38bdf8" />
      <rect x="108" y="80" width="104" height="16" rx="4" fill="#0ea5e9" />
      <path d="M160 36 214 58 160 80 106 58Z" fill="#0c4a6e" />
      <path d="M132 68v14c8 6 17 8 28 8s20-2 28-8V68l-28 12Z" fill="#075985" />
      <path d="M214 58v22" stroke="#fbbf24" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  work: (
    <>
      <rect x="70" y="120" width="180" height="10" rx="5" fill="#0c4a6e" />
      <rect x="110" y="58" width="100" height="62" rx="6" fill="#0369a1" />
      <rect x="118" y="66" width="84" height="46" rx="3" fill="#e0f2fe" />
      <rect x="126" y="76" width="40" height="6" rx="3" fill="#38bdf8" />
      <rect x="126" y="88" width="60" height="6" rx="3" fill="#7dd3fc" />
      <rect x="96" y="116" width="128" height="8" rx="4" fill="#0284c7" />
      <circle cx="236" cy="92" r="14" fill="#10b981" />
    </>
  ),
  investment: (
    <>
      <rect x="96" y="100" width="24" height="40" rx="4" fill="#7dd3fc" />
      <rect x="132" y="80" width="24" height="60" rx="4" fill="#38bdf8" />
      <rect x="168" y="60" width="24" height="80" rx="4" fill="#0284c7" />
      <rect x="204" y="40" width="24" height="100" rx="4" fill="#0c4a6e" />
      <circle cx="78" cy="124" r="12" fill="#fbbf24" />
      <circle cx="78" cy="106" r="12" fill="#fcd34d" />
      <path d="m96 84 40-24 28 12 52-36" fill="none" stroke="#10b981" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  citizenship: (
    <>
      <rect x="118" y="34" width="84" height="112" rx="8" fill="#0c4a6e" />
      <circle cx="160" cy="80" r="20" fill="none" stroke="#fbbf24" strokeWidth="4" />
      <path
        d="M140 80h40M160 60c6 6 8 13 8 20s-2 14-8 20c-6-6-8-13-8-20s2-14 8-20Z"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="3"
      />
      <rect x="138" y="116" width="44" height="6" rx="3" fill="#fbbf24" />
      <circle cx="222" cy="122" r="20" fill="none" stroke="#10b981" strokeWidth="5" strokeDasharray="6 4" />
    </>
  ),
  travel: (
    <>
      <rect x="120" y="70" width="80" height="70" rx="10" fill="#0284c7" />
      <rect x="144" y="56" width="32" height="16" rx="6" fill="none" stroke="#0c4a6e" strokeWidth="6" />
      <rect x="120" y="96" width="80" height="8" fill="#0c4a6e" />
      <circle cx="136" cy="144" r="6" fill="#0c4a6e" />
      <circle cx="184" cy="144" r="6" fill="#0c4a6e" />
      <path d="M70 60c30-30 60-30 90-20" fill="none" stroke="#38bdf8" strokeWidth="3" strokeDasharray="4 6" />
      <circle cx="236" cy="54" r="12" fill="#fbbf24" />
    </>
  ),
  migrate: (
    <>
      <circle cx="160" cy="96" r="50" fill="#0284c7" />
      <path
        d="M124 80c14 4 20 14 16 26-4 10 6 18 14 22M170 52c-6 12 2 22 14 22 10 0 16 10 12 22"
        fill="none"
        stroke="#7dd3fc"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M84 128c40 20 120 20 160-46"
        fill="none"
        stroke="#0c4a6e"
        strokeWidth="3"
        strokeDasharray="4 6"
      />
      <path d="M244 58c-8 0-14 6-14 14 0 11 14 24 14 24s14-13 14-24c0-8-6-14-14-14Z" fill="#10b981" />
      <circle cx="244" cy="72" r="5" fill="#f0f9ff" />
    </>
  ),
  generic: (
    <>
      <circle cx="160" cy="90" r="50" fill="#0284c7" />
      <circle cx="160" cy="90" r="40" fill="#e0f2fe" />
      <path d="m182 68-14 30-30 14 14-30 30-14Z" fill="#0c4a6e" />
      <circle cx="160" cy="90" r="5" fill="#fbbf24" />
    </>
  ),
};

/** The scene of `scene` (a service's icon, a blog cover's pathway); the generic one for any other. */
export function ServiceIllustration({ scene, className = "" }: { scene: string; className?: string }) {
  return (
    <svg viewBox="0 0 320 180" className={className} aria-hidden="true" focusable="false">
      <rect width="320" height="180" rx="16" fill="#f0f9ff" />
      <circle cx="40" cy="30" r="46" fill="#e0f2fe" />
      <circle cx="290" cy="160" r="56" fill="#e0f2fe" />
      {SCENES[scene] ?? SCENES.generic}
    </svg>
  );
}
