// Pages load lazily, one chunk each. Before the first render (on the server and before hydration)
// the page's chunk is loaded, so `use` reads it synchronously and the markup matches.
import { type ComponentType, Suspense, use } from "react";
import { PageSkeleton } from "../components/ui/PageSkeleton";

type PageModule = { default: ComponentType };
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

const loaders = import.meta.glob<PageModule>("../features/*/*Page.tsx");
const loaded = new Map<string, Tracked<ComponentType>>();

/** Starts (once) loading a page's chunk: `page` is its path under src without extension. */
export function loadPage(page: string): Tracked<ComponentType> {
  const known = loaded.get(page);
  if (known) return known;
  const loader = loaders[`../${page}.tsx`];
  if (!loader) throw new Error(`No page module src/${page}.tsx`);
  const promise: Tracked<ComponentType> = loader().then((mod) => mod.default);
  promise.status = "pending";
  promise.then(
    (value) => {
      promise.status = "fulfilled";
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = "rejected";
      promise.reason = reason;
    },
  );
  loaded.set(page, promise);
  return promise;
}

function PageBody({ page }: { page: string }) {
  const Page = use(loadPage(page) as Promise<ComponentType>);
  return <Page />;
}

export function LazyPage({ page }: { page: string }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageBody page={page} />
    </Suspense>
  );
}
