// The staff admin: its own entry, served by Django for /admin and /admin/* as a client-rendered
// shell (web/views.py), so none of this code is part of the public pages.
import "./admin.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AdminApp } from "./AdminApp";
import { createAdminQueryClient } from "./api";

const queryClient = createAdminQueryClient();
// A data router (its own routes are AdminApp's), so a screen can hold a navigation back while it has
// unsaved changes (useBlocker, components/LeaveGuard.tsx).
const router = createBrowserRouter([{ path: "*", element: <AdminApp /> }]);

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
