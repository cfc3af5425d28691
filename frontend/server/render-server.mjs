// The long-lived SSR renderer: Django POSTs {url, lang, data, notFound} to /render and gets {html}.
// Listens on loopback only; SSR_HOST and SSR_PORT override 127.0.0.1:8001.
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const bundle = process.env.SSR_BUNDLE ?? join(here, "..", "dist", "server", "entry-server.js");
const { render } = await import(pathToFileURL(bundle).href);

const host = process.env.SSR_HOST ?? "127.0.0.1";
const port = Number(process.env.SSR_PORT ?? 8001);
const MAX_BODY = 8 * 1024 * 1024;

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === "/health") return send(res, 200, { ok: true });
  if (req.method !== "POST" || req.url !== "/render") return send(res, 404, { error: "not found" });
  const chunks = [];
  let size = 0;
  req.on("data", (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      send(res, 413, { error: "payload too large" });
      req.destroy();
    } else chunks.push(chunk);
  });
  req.on("end", async () => {
    if (res.writableEnded) return;
    try {
      const { url, ...state } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      send(res, 200, await render(url, state));
    } catch (error) {
      console.error("render failed:", error);
      send(res, 500, { error: String(error) });
    }
  });
});

server.keepAliveTimeout = 65_000;
server.listen(port, host, () => console.log(`SSR renderer on http://${host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
