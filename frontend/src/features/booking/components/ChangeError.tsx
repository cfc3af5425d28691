// A refused change, said in the page's language, with the office's phone where it helps.
import { useT } from "../../../lib/i18n-hooks";
import { useSite } from "../../../lib/site";
import { changeErrorKey } from "./change-error";

export function ChangeError({ error }: { error: unknown }) {
  const { t } = useT();
  const phone = useSite()?.phone ?? "";
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
      {t(`booking.errors.${changeErrorKey(error)}`, { phone })}
    </p>
  );
}
