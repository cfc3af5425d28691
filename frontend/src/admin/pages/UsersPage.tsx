// Staff accounts (admins only): add one, change a name, role, password or whether it may sign in, delete.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../lib/api-errors";
import { adminRequest } from "../api";
import { useMe } from "../auth";
import { InputField } from "../components/InputField";
import { PagedList } from "../components/PagedList";
import { PasswordField } from "../components/PasswordField";
import { SelectField } from "../components/SelectField";
import { Badge, ConfirmAction, ErrorNotice, PageHeader, Saved } from "../components/ui";
import { formatDateTime, inAdminLanguage } from "../format";
import { useAdminT } from "../i18n";
import type { PagedUsers, Role, StaffUser } from "../types";

// Each with its name (admin.users.roleOptions) and what it may do (admin.users.roleHelp).
const ROLES: Role[] = ["agent", "editor", "admin"];
const BASE = "/api/admin/users";
const PER_PAGE = 50;

function useRefreshUsers() {
  const client = useQueryClient();
  return () => {
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BASE) });
    client.invalidateQueries({ queryKey: ["/api/admin/staff"] });
  };
}

/** The role picker, with what the chosen role may do under it ("" for an account that has no role yet). */
function RoleField({
  value,
  error,
  onChange,
}: {
  value: StaffUser["role"];
  error?: string;
  onChange: (role: Role) => void;
}) {
  const { t } = useAdminT();
  // What the chosen role may do goes under the picker (the options themselves stay short for phones).
  return (
    <SelectField
      label={t("admin.users.role")}
      error={error}
      hint={value ? t(`admin.users.roleHelp.${value}`) : ""}
      value={value}
      onChange={(v) => onChange(v as Role)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`admin.users.roleOptions.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** The name visitors and colleagues see, in English and in Arabic (both needed for agents and admins). */
function DisplayNameFields({
  en,
  ar,
  errors,
  onChange,
}: {
  en: string;
  ar: string;
  errors: Record<string, string>;
  onChange: (lang: "display_name_en" | "display_name_ar", value: string) => void;
}) {
  const { t } = useAdminT();
  return (
    <>
      <InputField
        label={t("admin.users.displayNameEn")}
        hint={t("admin.users.displayNameHint")}
        error={errors.display_name_en}
        dir="ltr"
        lang="en"
        value={en}
        onChange={(v) => onChange("display_name_en", v)}
        autoComplete="off"
      />
      <InputField
        label={t("admin.users.displayNameAr")}
        error={errors.display_name_ar}
        dir="rtl"
        lang="ar"
        value={ar}
        onChange={(v) => onChange("display_name_ar", v)}
        autoComplete="off"
      />
    </>
  );
}

function NewUser({ onDone }: { onDone: () => void }) {
  const { t } = useAdminT();
  const refresh = useRefreshUsers();
  const [form, setForm] = useState({
    name: "",
    email: "",
    role: "agent" as Role,
    password: "",
    display_name_en: "",
    display_name_ar: "",
  });
  const create = useMutation({
    mutationFn: () => adminRequest<StaffUser>("POST", BASE, form),
    onSuccess: () => {
      refresh();
      onDone();
    },
  });
  const errors = fieldErrors(create.error);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  return (
    <form
      className="card mb-6 grid grid-cols-1 gap-4 md:grid-cols-2"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        create.mutate();
      }}
      noValidate
    >
      <h2 className="font-semibold text-ink md:col-span-2">{t("admin.users.newTitle")}</h2>
      <InputField
        label={t("admin.users.name")}
        error={errors.name}
        value={form.name}
        onChange={set("name")}
        autoComplete="off"
      />
      <InputField
        label={t("admin.users.email")}
        error={errors.email}
        type="email"
        dir="ltr"
        value={form.email}
        onChange={set("email")}
        autoComplete="off"
      />
      <DisplayNameFields
        en={form.display_name_en}
        ar={form.display_name_ar}
        errors={errors}
        onChange={(k, v) => set(k)(v)}
      />
      <RoleField value={form.role} error={errors.role} onChange={set("role")} />
      <PasswordField
        label={t("admin.users.firstPassword")}
        error={errors.password}
        hint={t("admin.users.firstPasswordHint")}
        autoComplete="new-password"
        value={form.password}
        onChange={set("password")}
      />
      {create.isError && !Object.keys(errors).length ? <ErrorNotice error={create.error} /> : null}
      <div className="flex gap-2 md:col-span-2">
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {create.isPending ? t("admin.users.creating") : t("admin.users.create")}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t("admin.common.cancel")}
        </button>
      </div>
    </form>
  );
}

function EditUser({ user, self }: { user: StaffUser; self: boolean }) {
  const { t } = useAdminT();
  const refresh = useRefreshUsers();
  const [form, setForm] = useState({
    name: user.name,
    display_name_en: user.display_name_en,
    display_name_ar: user.display_name_ar,
    role: user.role,
    is_active: user.is_active,
    password: "",
  });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, unknown> = {};
      if (form.name !== user.name) body.name = form.name;
      if (form.display_name_en !== user.display_name_en) body.display_name_en = form.display_name_en;
      if (form.display_name_ar !== user.display_name_ar) body.display_name_ar = form.display_name_ar;
      if (form.role !== user.role) body.role = form.role;
      if (form.is_active !== user.is_active) body.is_active = form.is_active;
      if (form.password) body.password = form.password;
      return adminRequest<StaffUser>("PATCH", `${BASE}/${user.id}`, body);
    },
    onSuccess: () => {
      setSaved(true);
      setForm((f) => ({ ...f, password: "" }));
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", `${BASE}/${user.id}`),
    onSuccess: refresh,
  });
  const errors = fieldErrors(save.error);
  return (
    <div className="mt-3 grid grid-cols-1 gap-4 border-t border-slate-200 pt-3 md:grid-cols-2">
      <form
        className="contents"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setSaved(false);
          save.mutate();
        }}
      >
        <InputField
          label={t("admin.users.name")}
          error={errors.name}
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
        />
        <DisplayNameFields
          en={form.display_name_en}
          ar={form.display_name_ar}
          errors={errors}
          onChange={(k, v) => setForm({ ...form, [k]: v })}
        />
        <RoleField value={form.role} error={errors.role} onChange={(role) => setForm({ ...form, role })} />
        <PasswordField
          label={t("admin.users.newPassword")}
          error={errors.password}
          hint={t("admin.users.newPasswordHint")}
          autoComplete="new-password"
          value={form.password}
          onChange={(password) => setForm({ ...form, password })}
        />
        <div className="flex flex-col gap-1">
          <label className="inline-flex min-h-10 items-center gap-2 font-medium text-ink">
            <input
              type="checkbox"
              checked={form.is_active}
              disabled={self}
              onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
            />
            {t("admin.users.active")}
          </label>
          {self ? <p className="text-xs text-slate-500">{t("admin.users.cannotDeactivateSelf")}</p> : null}
          {errors.is_active ? <p className="text-sm text-red-700">{errors.is_active}</p> : null}
        </div>
        {save.isError && !Object.keys(errors).length ? <ErrorNotice error={save.error} /> : null}
        <div className="flex items-center gap-3 md:col-span-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t("admin.common.save")}
          </button>
          <Saved show={saved && !save.isPending} />
        </div>
      </form>
      {self ? null : (
        <div className="md:col-span-2">
          <ConfirmAction
            label={t("admin.users.delete")}
            question={t("admin.users.deleteQuestion", { email: user.email })}
            confirmLabel={t("admin.users.deleteConfirm")}
            busy={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate()}
          >
            <p className="mt-1 text-sm text-red-900">{t("admin.users.deleteNote")}</p>
          </ConfirmAction>
        </div>
      )}
    </div>
  );
}

export function UsersPage() {
  const { t } = useAdminT();
  const me = useMe().data;
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery<PagedUsers>({ queryKey: [`${BASE}?page=${page}&per_page=${PER_PAGE}`] });
  return (
    <>
      <PageHeader title={t("admin.users.title")}>
        {adding ? null : (
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            {t("admin.users.add")}
          </button>
        )}
      </PageHeader>
      {adding ? <NewUser onDone={() => setAdding(false)} /> : null}
      <PagedList query={list} page={page} perPage={PER_PAGE} onPage={setPage}>
        {(users) => (
          <ul className="flex flex-col gap-3">
            {users.map((u) => (
              <li key={u.id} className="card">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {inAdminLanguage(u.display_name_en, u.display_name_ar) || u.name || u.email}{" "}
                      {u.id === me?.id ? (
                        <span className="text-sm font-normal">{t("admin.users.you")}</span>
                      ) : null}
                    </p>
                    {u.name && u.name !== u.email ? <p className="truncate text-sm">{u.email}</p> : null}
                    <p className="text-xs text-slate-500">
                      {t("admin.users.lastLogin", { when: formatDateTime(u.last_login) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{u.role ? t(`admin.common.roles.${u.role}`) : t("admin.common.noRole")}</Badge>
                    {u.is_active ? null : <Badge tone="failed">{t("admin.users.deactivated")}</Badge>}
                    <button
                      type="button"
                      className="btn-secondary btn-small"
                      aria-expanded={open === u.id}
                      onClick={() => setOpen(open === u.id ? null : u.id)}
                    >
                      {open === u.id ? t("admin.common.close") : t("admin.common.edit")}
                      <span className="sr-only"> {u.email}</span>
                    </button>
                  </div>
                </div>
                {open === u.id ? <EditUser user={u} self={u.id === me?.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
