// The search box of an admin list: it holds the text being typed; the search in force is in the address.
import { type FormEvent, useEffect, useState } from "react";
import { useAdminT } from "../i18n";
import { Field } from "./ui";

/** `value`: the search in force; `onSearch` gets the typed text, trimmed. */
export function SearchForm({
  label,
  value,
  onSearch,
  className = "",
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const { t } = useAdminT();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className={`flex flex-col gap-2 sm:flex-row sm:items-end ${className}`}>
      <Field label={label} className="flex-1">
        {({ id }) => (
          <input id={id} type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="btn-primary">
        {t("admin.common.search")}
      </button>
    </form>
  );
}
