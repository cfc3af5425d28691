import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useSite } from "../../lib/site";

const SIZES = { header: 48, hero: 192, footer: 32 } as const;

/** The logo mark in one of its three sizes, as WebP with a PNG fallback (2x for sharp screens). */
export function LogoMark({
  variant,
  className = "",
  lazy = false,
}: {
  variant: keyof typeof SIZES;
  className?: string;
  /** Not fetched until shown (the hero's large mark is hidden on phones). */
  lazy?: boolean;
}) {
  const size = SIZES[variant];
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`/static/brand/logo-${size}.webp 1x, /static/brand/logo-${size * 2}.webp 2x`}
      />
      <img
        src={`/static/brand/logo-${size}.png`}
        srcSet={`/static/brand/logo-${size}.png 1x, /static/brand/logo-${size * 2}.png 2x`}
        width={size}
        height={size}
        alt=""
        className={className}
        decoding="async"
        loading={lazy ? "lazy" : undefined}
      />
    </picture>
  );
}

export function Logo({ variant }: { variant: "header" | "footer" }) {
  const { lang } = useT();
  const site = useSite();
  return (
    <span className="flex items-center gap-3">
      <LogoMark variant={variant} className="shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold text-ink sm:text-lg">{pickText(site?.company_name, lang)}</span>
        {variant === "header" ? (
          <span className="hidden text-xs text-slate-500 sm:block">{pickText(site?.tagline, lang)}</span>
        ) : null}
      </span>
    </span>
  );
}
