// Tavola's service worker: it keeps the site's files of one build in the
// browser's cache, so that the page opens and plays offline once it has
// been visited. make web writes the build's name and its files below
// (package wasm/site): a new build is a new sw.js, which the browser
// notices, installs beside the old one and keeps waiting until the player
// takes the page's offer to reload (offline.js); nothing reloads a page
// by itself. The files are fetched under their own names: a server that
// has pre-compressed .gz/.br forms sends those and the browser undoes
// them, a plain static host sends the files.
const BUILD = "/*build*/";
const FILES = /*files*/[];
const CACHE = "tavola-" + BUILD;

self.addEventListener("install", (e) => {
  e.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async (f) => {
      // Revalidated, not taken from the HTTP cache unasked: every file of
      // the cache is the server's of this build.
      const r = await fetch(new Request(f, { cache: "no-cache" }));
      if (!r.ok) throw new Error("tavola: " + f + ": " + r.status);
      // A host that redirects (Go's file server sends index.html to ./)
      // gives a redirected response, which a page's navigation refuses:
      // keep only its body and headers.
      await cache.put(f, r.redirected
        ? new Response(await r.blob(), { status: r.status, statusText: r.statusText, headers: r.headers })
        : r);
    }));
  })());
});

self.addEventListener("activate", (e) => {
  e.waitUntil((async () => {
    for (const k of await caches.keys()) {
      if (k.startsWith("tavola-") && k !== CACHE) await caches.delete(k);
    }
    await self.clients.claim();
  })());
});

// The page asks the waiting worker to take over when the player chose to
// reload.
self.addEventListener("message", (e) => {
  if (e.data === "tavola-activate") self.skipWaiting();
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  let name = url.pathname.slice(scope.pathname.length);
  if (name === "") name = "index.html";
  if (!FILES.includes(name)) return; // not the site's: the network's
  e.respondWith(caches.open(CACHE)
    .then((c) => c.match(name, { ignoreSearch: true, ignoreVary: true }))
    .then((r) => r || fetch(req)));
});
