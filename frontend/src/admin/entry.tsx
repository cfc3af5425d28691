// The staff admin: its own entry, served by Django for /admin and /admin/* as a client-rendered
// shell (web/views.py), so none of this code is part of the public pages.
import "./admin.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AdminApp } from "./AdminApp";
import { createAdminQueryClient } from "./api";

const queryClient = createAdminQueryClient();

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AdminApp />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
