// Consultants: which staff take bookings, which meeting types each takes, their video room, and a way
// to their weekly hours and time off.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { QueryState } from "../../components/QueryState";
import { SelectField } from "../../components/SelectField";
import { Badge, ErrorNotice } from "../../components/ui";
import { useStaff } from "../../hooks";
import type { ConsultantSettings, MeetingTypeSettings } from "../../types";
import { useSettingsList } from "./useSettingsList";

function ConsultantForm({
  item,
  types,
  onDone,
}: {
  item?: ConsultantSettings;
  types: MeetingTypeSettings[];
  onDone: () => void;
}) {
  const { save } = useSettingsList<ConsultantSettings>("booking/consultants");
  const staff = useStaff().data ?? [];
  const [user, setUser] = useState(item ? String(item.user_id) : "");
  const [active, setActive] = useState(item?.active ?? true);
  const [typeIds, setTypeIds] = useState<number[]>(item?.meeting_type_ids ?? []);
  const [video, setVideo] = useState(item?.video_link ?? "");
  const errors = fieldErrors(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      active,
      meeting_type_ids: typeIds,
      video_link: video,
      ...(item ? {} : { user_id: Number(user) }),
    };
    save.mutate({ id: item?.id, body }, { onSuccess: onDone });
  };
  return (
    <form className="flex flex-col gap-3 rounded-md border border-slate-200 p-3" onSubmit={submit}>
      {item ? null : (
        <SelectField label="Staff member" required value={user} onChange={setUser} error={errors.user_id}>
          <option value="">Choose…</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.email})
            </option>
          ))}
        </SelectField>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-ink">Meeting types they take</legend>
        {types.map((t) => (
          <label key={t.id} className="mt-1 flex items-center gap-2">
            <input
              type="checkbox"
              checked={typeIds.includes(t.id)}
              onChange={(e) =>
                setTypeIds((ids) => (e.target.checked ? [...ids, t.id] : ids.filter((i) => i !== t.id)))
              }
            />
            {t.name_en}
          </label>
        ))}
        {errors.meeting_type_ids ? <p className="text-sm text-red-700">{errors.meeting_type_ids}</p> : null}
      </fieldset>
      <InputField label="Video link" type="url" value={video} onChange={setVideo} error={errors.video_link} />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        Takes bookings
      </label>
      {save.isError && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save consultant
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function ConsultantsSection({ types }: { types: MeetingTypeSettings[] }) {
  const { list } = useSettingsList<ConsultantSettings>("booking/consultants");
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const typeName = (id: number) => types.find((t) => t.id === id)?.name_en ?? `#${id}`;
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="consultants-heading">
      <h2 id="consultants-heading" className="font-semibold text-ink">
        Consultants
      </h2>
      <QueryState query={list}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((c) =>
              editing === c.id ? (
                <li key={c.id}>
                  <ConsultantForm item={c} types={types} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-ink">{c.name}</span>{" "}
                    {c.active ? null : <Badge>Inactive</Badge>}
                    <span className="block text-sm text-slate-600">
                      {c.meeting_type_ids.map(typeName).join(", ") || "No meeting types"} ·{" "}
                      {c.own_hours ? "own hours" : "business hours"}
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-secondary btn-small"
                      onClick={() => setEditing(c.id)}
                    >
                      Edit
                    </button>
                    <Link
                      className="btn-secondary btn-small"
                      to={`/admin/account/availability?consultant=${c.id}`}
                    >
                      Hours and time off
                    </Link>
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
      </QueryState>
      {editing === "new" ? (
        <ConsultantForm types={types} onDone={() => setEditing(null)} />
      ) : (
        <div>
          <button type="button" className="btn-secondary" onClick={() => setEditing("new")}>
            Add a consultant
          </button>
        </div>
      )}
    </section>
  );
}
