import type { CountryItem } from "../api/types";

/** The flag staff uploaded, or a badge with the country code (flag emoji do not render on Windows). */
export function Flag({ country, className = "size-10" }: { country: CountryItem; className?: string }) {
  if (country.flag) return <img src={country.flag} alt="" className={`${className} rounded object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-lg bg-brand-700 text-xs font-bold tracking-wide text-white`}
    >
      {country.code.toUpperCase()}
    </span>
  );
}
