// The one API client. Query keys are API paths: a default fetch GETs the key's segments joined by "/".
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Any non-success status: the message is "status: response text" (or the status text if empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, body);
}

/** A call with a method, a path and an optional body: JSON, or FormData sent as multipart as it is.
 * `headers` are added to the request (the admin app sends its CSRF token this way). */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const multipart = typeof FormData !== "undefined" && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data === undefined || multipart ? headers : { "Content-Type": "application/json", ...headers },
    body: data === undefined ? undefined : multipart ? data : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** GETs the query key's segments joined by "/"; any failure (a 401 too) is an ApiError. */
const fetchByKey: QueryFunction = async ({ queryKey }) => {
  const res = await fetch(queryKey.join("/"), { credentials: "include" });
  await throwIfNotOk(res);
  return res.json();
};

/** The data layer (docs/product.md#data-layer): never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchByKey,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Seeds the cache with data the server already loaded, keyed by API path. */
export function seedQueryClient(client: QueryClient, data: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(data)) client.setQueryData([path], value);
}

/** A query that failed because the thing asked for does not exist (an unknown or unpublished slug). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
