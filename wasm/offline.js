// offline.js registers Tavola's service worker (sw.js), which lets the
// page open and play offline, and offers a new build when one is deployed:
// "A new version is ready: reload", in the page's language (the app sets
// <html lang>), never forced. Reloading in the middle of a game is safe:
// the app has saved it, and Continue brings it back. In main.html inside
// index.html the shell does this; main.html opened alone does it itself.
// It tells the page's <html>: data-offline="ready" once the build's files
// are cached, data-update="ready" while a new build is offered.
(() => {
  if (!("serviceWorker" in navigator)) return; // an insecure page: no offline
  if (window.parent !== window) {
    try {
      if (window.parent.document.querySelector('script[src="offline.js"]')) return;
    } catch (e) { /* another origin: this page registers */ }
  }
  const root = document.documentElement;
  const words = {
    en: { ready: "A new version is ready:", reload: "Reload", later: "Later" },
    it: { ready: "È pronta una nuova versione:", reload: "Ricarica", later: "Più tardi" },
  };
  const lang = () => (/^it\b/i.test(root.lang || "") ? words.it : words.en);
  let asked = false; // the player chose to reload

  const bar = document.createElement("div");
  bar.id = "update";
  bar.setAttribute("role", "status");
  bar.style.cssText = "position:fixed;left:50%;bottom:12px;transform:translateX(-50%);z-index:10;display:none;" +
    "align-items:center;gap:10px;padding:8px 10px 8px 14px;border-radius:8px;background:#34302a;color:#f3ead8;" +
    "font:15px/1.3 system-ui,sans-serif;box-shadow:0 2px 10px rgba(0,0,0,.5)";
  const text = document.createElement("span");
  const reload = document.createElement("button");
  const later = document.createElement("button");
  reload.id = "update-reload";
  for (const b of [reload, later]) {
    b.type = "button";
    b.style.cssText = "border:0;border-radius:6px;padding:5px 12px;font:inherit;cursor:pointer;" +
      (b === reload ? "background:#d9a441;color:#23201c" : "background:transparent;color:#a89f8e");
  }
  bar.append(text, reload, later);
  const label = () => {
    const w = lang();
    text.textContent = w.ready;
    reload.textContent = w.reload;
    later.textContent = w.later;
  };
  new MutationObserver(label).observe(root, { attributes: true, attributeFilter: ["lang"] });
  label();

  let registration = null;
  const offer = () => {
    root.dataset.update = "ready";
    bar.style.display = "flex";
  };
  later.addEventListener("click", () => { bar.style.display = "none"; });
  reload.addEventListener("click", () => {
    asked = true;
    const waiting = registration && registration.waiting;
    if (waiting) waiting.postMessage("tavola-activate"); // the reload follows its controllerchange
    else location.reload();
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => { if (asked) location.reload(); });

  const start = () => {
    document.body.append(bar);
    navigator.serviceWorker.register("sw.js").then((reg) => {
      registration = reg;
      // A build that was installed while no page took the offer waits still.
      if (reg.waiting && navigator.serviceWorker.controller) offer();
      reg.addEventListener("updatefound", () => {
        const w = reg.installing;
        if (!w) return;
        w.addEventListener("statechange", () => {
          // The first build installed is no update: it needs no reload.
          if (w.state === "installed" && navigator.serviceWorker.controller) offer();
        });
      });
      navigator.serviceWorker.ready.then(() => { root.dataset.offline = "ready"; });
      // Look for a new build when the page is shown again, and hourly.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") reg.update().catch(() => {});
      });
      setInterval(() => reg.update().catch(() => {}), 3600 * 1000);
    }).catch((e) => console.warn("tavola: no offline play:", String(e)));
  };
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
