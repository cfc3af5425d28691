import { useT } from "../../lib/i18n-hooks";

export function SkipLink() {
  const { t } = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
    >
      {t("a11y.skipToContent")}
    </a>
  );
}
