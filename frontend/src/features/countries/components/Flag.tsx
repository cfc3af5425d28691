import type { CountryOut } from "../../../lib/api-types";

// 4:3, as the flag-icons files are (an uploaded flag of another shape is cropped to it).
const SIZES = {
  sm: { width: 24, height: 18, className: "w-6 h-4.5" },
  md: { width: 40, height: 30, className: "w-10 h-7.5" },
  lg: { width: 48, height: 36, className: "w-12 h-9" },
} as const;

/** The country's flag (the API's URL: uploaded by staff, or flag-icons' SVG for its ISO code), decorative
    beside the country's name. A hairline ring keeps white flags visible on white. Nothing without a flag. */
export function Flag({ country, size = "md" }: { country: CountryOut; size?: keyof typeof SIZES }) {
  if (!country.flag) return null;
  const { width, height, className } = SIZES[size];
  return (
    <img
      src={country.flag}
      alt=""
      width={width}
      height={height}
      decoding="async"
      loading={size === "sm" ? "lazy" : undefined}
      className={`${className} shrink-0 rounded-sm object-cover ring-1 ring-slate-900/15`}
    />
  );
}
