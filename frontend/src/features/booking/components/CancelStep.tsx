// Cancelling, with a confirmation step: "Cancel your consultation on …?" then POST …/cancel.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiRequest } from "../../../lib/api-client";
import type { BookingOut } from "../../../lib/api-types";
import { formatFullDate } from "../../../lib/dates";
import { useT } from "../../../lib/i18n-hooks";
import { ChangeError } from "./ChangeError";

export function CancelStep({
  booking,
  apiPath,
  onDone,
  onClose,
}: {
  booking: BookingOut;
  apiPath: string;
  onDone: (cancelled: BookingOut) => void;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const cancel = useMutation({
    mutationFn: async () => (await (await apiRequest("POST", `${apiPath}/cancel`)).json()) as BookingOut,
    onSuccess: onDone,
  });
  return (
    <section
      aria-labelledby="booking-cancel-title"
      className="space-y-4 rounded-2xl border border-red-200 bg-red-50/40 p-5 sm:p-6"
    >
      <h2
        ref={title}
        tabIndex={-1}
        id="booking-cancel-title"
        className="text-xl font-bold text-ink outline-none"
      >
        {t("booking.cancel.title", { day: formatFullDate(booking.starts_at, lang) })}
      </h2>
      <p className="text-slate-700">{t("booking.cancel.text")}</p>
      {cancel.isError ? <ChangeError error={cancel.error} /> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {cancel.isPending ? t("booking.cancel.cancelling") : t("booking.cancel.confirm")}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t("booking.cancel.keep")}
        </button>
      </div>
    </section>
  );
}
