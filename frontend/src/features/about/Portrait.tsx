// A team member's portrait on the About page, 96 CSS px: the photo's square copies by srcset (the API's
// photo_variants), else the original photo, else a neutral silhouette. Never initials: two Arabic
// letters read as a word. Decorative, since the member's name follows it; lazy, being below the fold.
import type { PortraitOut } from "../../lib/api-types";

const SIZE = 96;
const FRAME = "size-24 shrink-0 rounded-full";

export function Portrait({ photo, variants }: { photo: string | null; variants: PortraitOut[] }) {
  if (photo) {
    const smallest = variants[0];
    return (
      <img
        src={smallest?.url ?? photo}
        srcSet={variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined}
        sizes={variants.length ? `${SIZE}px` : undefined}
        width={SIZE}
        height={SIZE}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${FRAME} bg-brand-50 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="portrait-placeholder"
      className={`${FRAME} block overflow-hidden bg-slate-100`}
    >
      <svg
        viewBox="0 0 96 96"
        width={SIZE}
        height={SIZE}
        className="size-full fill-slate-300"
        focusable="false"
      >
        <circle cx="48" cy="38" r="18" />
        <path d="M12 96c0-22 16-36 36-36s36 14 36 36z" />
      </svg>
    </span>
  );
}
