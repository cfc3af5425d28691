// A content type's items (table when wide, cards on phones) with their move, publish and view actions.
import { Link } from "react-router";
import { BilingualText } from "../components/BilingualText";
import { Badge } from "../components/ui";
import { useAdminT } from "../i18n";
import type { ContentItem, ContentType, FieldSpec, ImageValue } from "../types";
import { cellText } from "./fields";

function Cell({ spec, item }: { spec: FieldSpec | undefined; item: ContentItem }) {
  if (!spec) return <td />;
  if (spec.kind === "image") {
    const image = item[spec.name] as ImageValue | null;
    return <td>{image ? <img src={image.url} alt="" className="h-10 w-10 rounded object-cover" /> : "—"}</td>;
  }
  if (spec.translated) {
    return (
      <td>
        <BilingualText
          en={cellText(spec, item[`${spec.name}_en`])}
          ar={cellText(spec, item[`${spec.name}_ar`])}
          firstClassName="block"
          otherClassName="block text-slate-500"
        />
      </td>
    );
  }
  // A slug is a code (the item's address), written as it is.
  if (spec.kind === "slug") {
    return (
      <td dir="ltr" translate="no">
        {cellText(spec, item[spec.name])}
      </td>
    );
  }
  return <td>{cellText(spec, item[spec.name])}</td>;
}

/** `onMove` is given only when the items may be reordered here; `busy` disables the buttons meanwhile. */
export function ItemTable({
  type,
  items,
  onMove,
  onPublish,
  busy,
}: {
  type: ContentType;
  items: ContentItem[];
  onMove?: (index: number, delta: -1 | 1, name: string) => void;
  onPublish: (item: ContentItem, published: boolean) => void;
  busy: { reorder: boolean; publish: boolean };
}) {
  const { t, lang } = useAdminT();
  const specs = type.list.map((name) => type.fields.find((f) => f.name === name));
  /** The item's name in the admin's language (Arabic falls back to English), and its language. */
  const nameOf = (item: ContentItem): { text: string; lang: "en" | "ar"; other: string } => {
    const first = specs[0];
    if (!first) return { text: `#${item.id}`, lang, other: "" };
    if (!first.translated) return { text: cellText(first, item[first.name]), lang, other: "" };
    const en = cellText(first, item[`${first.name}_en`]);
    const ar = cellText(first, item[`${first.name}_ar`]);
    if (lang === "ar" && ar) return { text: ar, lang: "ar", other: en };
    return { text: en, lang: "en", other: ar };
  };
  return (
    <table className="w-full text-sm">
      <thead className="hidden border-b border-slate-200 text-slate-600 md:table-header-group">
        <tr className="[&>th]:px-3 [&>th]:py-2">
          {specs.map((spec, i) => (
            <th key={type.list[i]} scope="col">
              {spec?.label ?? type.list[i]}
            </th>
          ))}
          <th scope="col">
            <span className="sr-only">{t("adminContent.table.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const named = nameOf(item);
          const name = named.text;
          const published = typeof item.published === "boolean" ? item.published : null;
          return (
            <tr
              key={item.id}
              className="mb-3 block rounded-lg border border-slate-200 p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 [&>td]:block [&>td]:py-1 md:[&>td]:table-cell md:[&>td]:px-3 md:[&>td]:py-2"
            >
              {specs.map((spec, i) =>
                i === 0 ? (
                  <td key={type.list[i]}>
                    <Link
                      className="link font-semibold"
                      to={`/admin/cms/${type.type}/${item.id}`}
                      lang={named.lang}
                      dir={named.lang === "ar" ? "rtl" : "ltr"}
                    >
                      {name}
                    </Link>
                    {item.notices?.length ? (
                      <span className="mt-1 block">
                        <Badge tone="pending">{t("adminContent.table.reviewDue")}</Badge>
                        <span className="sr-only">: {item.notices.join(" ")}</span>
                      </span>
                    ) : null}
                    {named.other ? (
                      <span
                        className="block text-slate-500"
                        lang={named.lang === "ar" ? "en" : "ar"}
                        dir={named.lang === "ar" ? "ltr" : "rtl"}
                      >
                        {named.other}
                      </span>
                    ) : null}
                  </td>
                ) : spec?.name === "published" ? (
                  <td key={type.list[i]}>
                    <Badge tone={item.published ? "live" : "draft"}>
                      {item.published ? t("adminContent.table.published") : t("adminContent.table.hidden")}
                    </Badge>
                  </td>
                ) : (
                  <Cell key={type.list[i]} spec={spec} item={item} />
                ),
              )}
              <td>
                <div className="flex flex-wrap items-center gap-2 md:justify-end">
                  {onMove ? (
                    <>
                      <button
                        type="button"
                        className="btn-secondary btn-small"
                        disabled={index === 0 || busy.reorder}
                        aria-label={t("adminContent.table.moveUp", { name })}
                        onClick={() => onMove(index, -1, name)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn-secondary btn-small"
                        disabled={index === items.length - 1 || busy.reorder}
                        aria-label={t("adminContent.table.moveDown", { name })}
                        onClick={() => onMove(index, 1, name)}
                      >
                        ↓
                      </button>
                    </>
                  ) : null}
                  {type.publishable && published !== null ? (
                    <button
                      type="button"
                      className="btn-secondary btn-small"
                      aria-label={t(
                        published ? "adminContent.table.unpublishItem" : "adminContent.table.publishItem",
                        {
                          name,
                        },
                      )}
                      disabled={busy.publish}
                      onClick={() => onPublish(item, !published)}
                    >
                      {published ? t("adminContent.table.unpublish") : t("adminContent.table.publish")}
                    </button>
                  ) : null}
                  {item.public_url ? (
                    <a className="link text-xs" href={item.public_url} target="_blank" rel="noopener">
                      {t("adminContent.table.viewOnSite")}
                      <span className="sr-only">{t("adminContent.table.itemOpensNewTab", { name })}</span>
                    </a>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
