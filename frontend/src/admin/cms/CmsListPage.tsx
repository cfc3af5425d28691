import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { adminRequest, toQuery } from "../api";
import { Badge, ErrorNotice, Field, Loading, PageHeader, Pagination } from "../components/ui";
import type { ContentItem, ContentType, FieldSpec, Page } from "../types";
import { cellText } from "./fields";
import { useContentType } from "./useContentTypes";

const PER_PAGE = 100;

/** Moves the item at `index` one place up (-1) or down (+1): the new order of ids. */
export function moved(ids: number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

function Cell({ spec, item }: { spec: FieldSpec | undefined; item: ContentItem }) {
  if (!spec) return <td />;
  if (spec.kind === "image") {
    const image = item[spec.name] as { url: string } | null;
    return <td>{image ? <img src={image.url} alt="" className="h-10 w-10 rounded object-cover" /> : "—"}</td>;
  }
  if (spec.translated) {
    return (
      <td>
        <span className="block">{cellText(spec, item[`${spec.name}_en`])}</span>
        <span className="block text-slate-500" lang="ar" dir="rtl">
          {cellText(spec, item[`${spec.name}_ar`])}
        </span>
      </td>
    );
  }
  return <td>{cellText(spec, item[spec.name])}</td>;
}

function ItemList({ type }: { type: ContentType }) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const q = params.get("q") ?? "";
  const page = Number(params.get("page") ?? "1") || 1;
  const base = `/api/admin/content/${type.type}`;
  const key = `${base}${toQuery({ q, page, per_page: PER_PAGE })}`;
  const list = useQuery<Page<ContentItem>>({ queryKey: [key], placeholderData: keepPreviousData });
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const [announce, setAnnounce] = useState("");
  const refresh = () =>
    client.invalidateQueries({ predicate: (x) => String(x.queryKey[0]).startsWith(base) });

  const reorder = useMutation({
    mutationFn: (ids: number[]) => adminRequest("POST", `${base}/reorder`, { ids }),
    onMutate: (ids) => {
      // Show the new order at once; the refetch confirms it.
      client.setQueryData<Page<ContentItem>>([key], (old) =>
        old ? { ...old, items: ids.map((id) => old.items.find((i) => i.id === id) as ContentItem) } : old,
      );
    },
    onSettled: refresh,
  });
  const publish = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      adminRequest<ContentItem>("PATCH", `${base}/${id}`, { published }),
    onSuccess: (item) => {
      setAnnounce(`${item.published ? "Published" : "Unpublished"}.`);
      refresh();
    },
  });

  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorNotice error={list.error} retry={() => list.refetch()} />;
  const items = list.data.items;
  const ids = items.map((i) => i.id);
  // Reordering works on the whole list as the site shows it: not on a search or a page of it.
  const canReorder = type.orderable && !q && list.data.total <= PER_PAGE;
  const specs = type.list.map((name) => type.fields.find((f) => f.name === name));
  const nameOf = (item: ContentItem) => {
    const first = specs[0];
    return first ? cellText(first, item[first.translated ? `${first.name}_en` : first.name]) : `#${item.id}`;
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set("q", text.trim());
    setParams(next);
  };

  return (
    <>
      <form onSubmit={search} className="card mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={`Search ${type.label.toLowerCase()}`} className="flex-1">
          {({ id }) => <input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {publish.isError ? <ErrorNotice error={publish.error} /> : null}
      {reorder.isError ? <ErrorNotice error={reorder.error} /> : null}
      <section className="card overflow-x-auto" aria-busy={list.isFetching}>
        {items.length === 0 ? (
          <p className="text-slate-500">{q ? "Nothing matches." : "Nothing here yet."}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="hidden border-b border-slate-200 text-slate-600 md:table-header-group">
              <tr className="[&>th]:px-3 [&>th]:py-2">
                {specs.map((spec, i) => (
                  <th key={type.list[i]} scope="col">
                    {spec?.label ?? type.list[i]}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const name = nameOf(item);
                const published = typeof item.published === "boolean" ? item.published : null;
                return (
                  <tr
                    key={item.id}
                    className="mb-3 block rounded-lg border border-slate-200 p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 [&>td]:block [&>td]:py-1 md:[&>td]:table-cell md:[&>td]:px-3 md:[&>td]:py-2"
                  >
                    {specs.map((spec, i) =>
                      i === 0 ? (
                        <td key={type.list[i]}>
                          <Link className="link font-semibold" to={`/admin/cms/${type.type}/${item.id}`}>
                            {name}
                          </Link>
                          {spec?.translated ? (
                            <span className="block text-slate-500" lang="ar" dir="rtl">
                              {cellText(spec, item[`${spec.name}_ar`])}
                            </span>
                          ) : null}
                        </td>
                      ) : spec?.name === "published" ? (
                        <td key={type.list[i]}>
                          <Badge tone={item.published ? "live" : "draft"}>
                            {item.published ? "Published" : "Hidden"}
                          </Badge>
                        </td>
                      ) : (
                        <Cell key={type.list[i]} spec={spec} item={item} />
                      ),
                    )}
                    <td>
                      <div className="flex flex-wrap items-center gap-2 md:justify-end">
                        {canReorder ? (
                          <>
                            <button
                              type="button"
                              className="btn-secondary btn-small"
                              disabled={index === 0 || reorder.isPending}
                              aria-label={`Move ${name} up`}
                              onClick={() => {
                                reorder.mutate(moved(ids, index, -1));
                                setAnnounce(`${name} moved to position ${index}.`);
                              }}
                            >
                              ↑
                            </button>
                            <button
                              type="button"
                              className="btn-secondary btn-small"
                              disabled={index === items.length - 1 || reorder.isPending}
                              aria-label={`Move ${name} down`}
                              onClick={() => {
                                reorder.mutate(moved(ids, index, 1));
                                setAnnounce(`${name} moved to position ${index + 2}.`);
                              }}
                            >
                              ↓
                            </button>
                          </>
                        ) : null}
                        {type.publishable && published !== null ? (
                          <button
                            type="button"
                            className="btn-secondary btn-small"
                            aria-label={`${published ? "Unpublish" : "Publish"} ${name}`}
                            disabled={publish.isPending}
                            onClick={() => publish.mutate({ id: item.id, published: !published })}
                          >
                            {published ? "Unpublish" : "Publish"}
                          </button>
                        ) : null}
                        {item.public_url ? (
                          <a className="link text-xs" href={item.public_url} target="_blank" rel="noopener">
                            View on site<span className="sr-only">: {name} (opens in a new tab)</span>
                          </a>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {list.data.total > PER_PAGE ? (
          <Pagination
            page={page}
            perPage={PER_PAGE}
            total={list.data.total}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set("page", String(p));
              setParams(next);
            }}
          />
        ) : null}
      </section>
      {type.orderable && !canReorder ? (
        <p className="mt-2 text-sm text-slate-600">Clear the search to change the order.</p>
      ) : null}
    </>
  );
}

export function CmsListPage() {
  const { type: key = "" } = useParams();
  const { type, ...types } = useContentType(key);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (types.isPending) return <Loading />;
  if (types.isError) return <ErrorNotice error={types.error} retry={() => types.refetch()} />;
  if (!type) {
    return (
      <div className="card">
        <PageHeader title="Unknown content type" />
        <Link className="link" to="/admin/cms">
          Back to the content
        </Link>
      </div>
    );
  }
  if (type.singleton) return <Navigate to="/admin/cms/site" replace />;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link className="link" to="/admin/cms">
          ← Content
        </Link>
      </p>
      <PageHeader title={type.label}>
        <Link className="btn-primary" to={`/admin/cms/${type.type}/new`}>
          Add new
        </Link>
      </PageHeader>
      {notice ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-800"
        >
          {notice}
        </p>
      ) : null}
      <ItemList key={type.type} type={type} />
    </>
  );
}
