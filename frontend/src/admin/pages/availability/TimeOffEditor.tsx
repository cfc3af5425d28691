// A consultant's time off (leave, training, a doctor's visit): no bookings between the two moments.
// Entered as Doha times; the list shows what is still ahead or under way.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { QueryState } from "../../components/QueryState";
import { ErrorNotice } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { TimeOff } from "../../types";

/** "2027-01-05T09:00" (a datetime-local input, read as Doha time) -> ISO with Doha's offset. */
const doha = (local: string) => (local ? `${local}:00+03:00` : "");

export function TimeOffEditor({ url }: { url: string }) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const list = useQuery<TimeOff[]>({ queryKey: [url] });
  const [form, setForm] = useState({ starts_at: "", ends_at: "", note: "" });
  const refresh = () => client.invalidateQueries({ queryKey: [url] });
  const add = useMutation({
    mutationFn: () =>
      adminRequest<TimeOff>("POST", url, {
        starts_at: doha(form.starts_at),
        ends_at: doha(form.ends_at),
        note: form.note,
      }),
    onSuccess: () => {
      setForm({ starts_at: "", ends_at: "", note: "" });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminRequest("DELETE", `${url}/${id}`),
    onSuccess: refresh,
  });
  const errors = fieldErrors(add.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };

  return (
    <section className="card flex flex-col gap-4" aria-labelledby="time-off-heading">
      <h2 id="time-off-heading" className="font-semibold text-ink">
        {t("adminBooking.timeOff.heading")}
      </h2>
      <QueryState query={list}>
        {(items) =>
          items.length ? (
            <ul className="flex flex-col gap-2">
              {items.map((off) => (
                <li
                  key={off.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2"
                >
                  <span>
                    {formatDateTime(off.starts_at)} – {formatDateTime(off.ends_at)}
                    {off.note ? ` · ${off.note}` : ""}
                  </span>
                  <button
                    type="button"
                    className="btn-secondary btn-small"
                    disabled={remove.isPending}
                    aria-label={t("adminBooking.timeOff.removeLabel", {
                      when: formatDateTime(off.starts_at),
                    })}
                    onClick={() => remove.mutate(off.id)}
                  >
                    {t("adminBooking.timeOff.remove")}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t("adminBooking.timeOff.none")}</p>
          )
        }
      </QueryState>
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        onSubmit={submit}
        aria-label={t("adminBooking.timeOff.addForm")}
      >
        <InputField
          label={t("adminBooking.timeOff.from")}
          type="datetime-local"
          required
          value={form.starts_at}
          onChange={(v) => setForm((f) => ({ ...f, starts_at: v }))}
          error={errors.starts_at}
        />
        <InputField
          label={t("adminBooking.timeOff.until")}
          type="datetime-local"
          required
          value={form.ends_at}
          onChange={(v) => setForm((f) => ({ ...f, ends_at: v }))}
          error={errors.ends_at}
        />
        <InputField
          label={t("adminBooking.timeOff.note")}
          maxLength={200}
          value={form.note}
          onChange={(v) => setForm((f) => ({ ...f, note: v }))}
          error={errors.note}
        />
        {add.isError && Object.keys(errors).length === 0 ? <ErrorNotice error={add.error} /> : null}
        <div>
          <button type="submit" className="btn-primary" disabled={add.isPending}>
            {t("adminBooking.timeOff.add")}
          </button>
        </div>
      </form>
    </section>
  );
}
