// The one inline script of a public page (web/templates/web/page.html; its CSP hash: web/csp.py,
// through web/boot.py, which drops these comment lines). It starts the page's JavaScript and its web
// fonts once the server-rendered page has painted, so nothing competes with the first screen for the
// network or the main thread: the browser paints the HTML with the inlined stylesheet and the fonts'
// local fallbacks; then this fetches the page's font files, imports the entry (which hydrates) with
// its module preloads, and adds the web fonts' stylesheet once the files are all in, so the text is
// laid out again once rather than once per file. It waits for the first contentful paint (Paint
// Timing); a browser without it, or a page opened in a background tab, starts 3 s after the load
// event; a page the server could not render (an empty #root) starts at once. <html data-js> marks
// that scripts run (the browser tests then wait for data-hydrated, set by app/entry-client.tsx).
(function () {
  var d = document;
  var boot = JSON.parse(d.getElementById("boot").textContent);
  var started = false;
  d.documentElement.setAttribute("data-js", "");
  function add(rel, href) {
    var link = d.createElement("link");
    link.rel = rel;
    link.href = href;
    d.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    var waiting = boot.fontFiles.length + 1;
    function fontIn() {
      if (--waiting === 0 && boot.fonts) add("stylesheet", boot.fonts);
    }
    boot.fontFiles.forEach(function (href) {
      var link = d.createElement("link");
      link.rel = "preload";
      link.as = "font";
      link.type = "font/woff2";
      link.crossOrigin = "";
      link.href = href;
      link.onload = link.onerror = fontIn;
      d.head.appendChild(link);
    });
    fontIn();
    import(boot.entry);
    // The entry's and the page's modules, fetched together rather than one import after another: a
    // few links per task, as each costs the main thread a request of its own, so no long task holds
    // up a tap while they start.
    var queue = boot.preload.slice();
    (function next() {
      queue.splice(0, 4).forEach(function (href) {
        add("modulepreload", href);
      });
      if (queue.length) setTimeout(next, 0);
    })();
  }
  // Nothing server-rendered to paint (the renderer was down): the scripts draw the page, start now.
  if (!d.getElementById("root").hasChildNodes()) start();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } catch (e) {}
  addEventListener("load", function () {
    setTimeout(start, 3000);
  });
})();
