// The items of one content type: searched (in the address), reordered and published from the list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { adminRequest, toQuery } from "../api";
import { Pagination } from "../components/Pagination";
import { QueryState } from "../components/QueryState";
import { SearchForm } from "../components/SearchForm";
import { BackLink, CardScreen, ErrorNotice, FlashNotice, PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import { useListParams } from "../list-params";
import type { ContentItem, ContentType, PagedItems } from "../types";
import { ItemTable } from "./ItemTable";
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

function ItemList({ type }: { type: ContentType }) {
  const { t } = useAdminT();
  const { params, page, update } = useListParams();
  const client = useQueryClient();
  const q = params.get("q") ?? "";
  const base = `/api/admin/content/${type.type}`;
  const key = `${base}${toQuery({ q, page, per_page: PER_PAGE })}`;
  const list = useQuery<PagedItems>({ queryKey: [key], placeholderData: keepPreviousData });
  const [announce, setAnnounce] = useState("");
  const refresh = () =>
    client.invalidateQueries({ predicate: (x) => String(x.queryKey[0]).startsWith(base) });

  const reorder = useMutation({
    mutationFn: (ids: number[]) => adminRequest("POST", `${base}/reorder`, { ids }),
    onMutate: (ids) => {
      // Show the new order at once; the refetch confirms it.
      client.setQueryData<PagedItems>([key], (old) =>
        old ? { ...old, items: ids.map((id) => old.items.find((i) => i.id === id) as ContentItem) } : old,
      );
    },
    onSettled: refresh,
  });
  const publish = useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      adminRequest<ContentItem>("PATCH", `${base}/${id}`, { published }),
    onSuccess: (item) => {
      setAnnounce(
        t(item.published ? "adminContent.list.publishedNotice" : "adminContent.list.unpublishedNotice"),
      );
      refresh();
    },
  });

  return (
    <QueryState query={list}>
      {({ items, total }) => {
        // Reordering works on the whole list as the site shows it: not on a search or a page of it.
        const canReorder = type.orderable && !q && total <= PER_PAGE;
        const ids = items.map((i) => i.id);
        const move = (index: number, delta: -1 | 1, name: string) => {
          reorder.mutate(moved(ids, index, delta));
          setAnnounce(t("adminContent.list.moved", { name, position: index + 1 + delta }));
        };
        return (
          <>
            <SearchForm
              label={t("adminContent.list.search", { type: type.label.toLowerCase() })}
              value={q}
              onSearch={(text) => update({ q: text })}
              className="card mb-4"
            />
            <p role="status" className="sr-only">
              {announce}
            </p>
            {publish.isError ? <ErrorNotice error={publish.error} /> : null}
            {reorder.isError ? <ErrorNotice error={reorder.error} /> : null}
            <section className="card overflow-x-auto" aria-busy={list.isFetching}>
              {items.length === 0 ? (
                <p className="text-slate-500">
                  {q ? t("adminContent.list.noMatch") : t("adminContent.list.empty")}
                </p>
              ) : (
                <ItemTable
                  type={type}
                  items={items}
                  onMove={canReorder ? move : undefined}
                  onPublish={(item, published) => publish.mutate({ id: item.id, published })}
                  busy={{ reorder: reorder.isPending, publish: publish.isPending }}
                />
              )}
              <Pagination page={page} perPage={PER_PAGE} total={total} onPage={(p) => update({ page: p })} />
            </section>
            {type.orderable && !canReorder ? (
              <p className="mt-2 text-sm text-slate-600">{t("adminContent.list.clearSearch")}</p>
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}

export function CmsListPage() {
  const { t } = useAdminT();
  const { type: key = "" } = useParams();
  const types = useContentType(key);
  return (
    <QueryState query={types}>
      {() => {
        const type = types.type;
        if (!type) {
          return (
            <CardScreen
              title={t("adminContent.list.unknownType")}
              link={{ to: "/admin/cms", label: t("adminContent.list.backToContent") }}
            />
          );
        }
        if (type.singleton) return <Navigate to="/admin/cms/site" replace />;
        return (
          <>
            <BackLink to="/admin/cms">{t("adminContent.index.title")}</BackLink>
            <PageHeader title={type.label}>
              <Link className="btn-primary" to={`/admin/cms/${type.type}/new`}>
                {t("adminContent.list.addNew")}
              </Link>
            </PageHeader>
            <FlashNotice />
            <ItemList key={type.type} type={type} />
          </>
        );
      }}
    </QueryState>
  );
}
