import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Providers } from "../app/Providers";
import { createQueryClient, seedQueryClient } from "../lib/api-client";
import { createI18n } from "../lib/i18n";
import { langFromPath } from "../lib/lang";
import { MemoryRouter } from "../lib/router";

/** Renders `ui` at `path` with the app's providers; `data` seeds the query cache by API path. */
export function renderAt(
  ui: ReactElement,
  { path = "/", data = {} as Record<string, unknown>, client = createQueryClient() as QueryClient } = {},
) {
  seedQueryClient(client, data);
  return render(
    <Providers queryClient={client} i18n={createI18n(langFromPath(path))}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}
