import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { countryFlags } from "./vite-flags";
import { swiperRootScope } from "./vite-swiper-css";

// Django serves the HTML; Vite builds the client bundle (served by WhiteNoise under /static/)
// and the SSR bundle that the Node renderer loads (server/render-server.mjs).
export default defineConfig({
  base: "/static/",
  plugins: [react(), tailwindcss(), countryFlags()],
  publicDir: "public",
  css: { postcss: { plugins: [swiperRootScope()] } },
  build: {
    target: "es2022",
    // Two entries: the public app, and the staff admin (served only for /admin, see backend/web/views.py),
    // so no admin code is part of a public page. And the public site's web fonts, a stylesheet of their
    // own that a page adds once it has painted (backend/web/boot.js).
    rollupOptions: {
      input: {
        "entry-client": "src/app/entry-client.tsx",
        admin: "src/admin/entry.tsx",
        fonts: "src/styles/fonts.css",
      },
    },
    assetsInlineLimit: 0,
  },
  ssr: {
    // One self-contained file: the renderer needs no node_modules of its own at run time.
    noExternal: true,
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup.ts"],
  },
});
