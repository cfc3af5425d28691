// Stylesheets loaded after the first paint (docs/product.md#deferred-stylesheet).

const loading = new Map<string, Promise<HTMLLinkElement>>();

/** Adds `<link rel="stylesheet" href>` once and resolves when it has loaded; a failed load rejects
 * with "Failed to load CSS: {url}" and removes the link, so a later call may try again. */
export function loadStylesheet(href: string, doc: Document = document): Promise<HTMLLinkElement> {
  const known = loading.get(href);
  if (known) return known;
  const promise = new Promise<HTMLLinkElement>((resolve, reject) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve(link);
    link.onerror = () => {
      link.remove();
      loading.delete(href);
      reject(new Error(`Failed to load CSS: ${href}`));
    };
    doc.head.appendChild(link);
  });
  loading.set(href, promise);
  return promise;
}
