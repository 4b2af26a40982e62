// The AI's Web Worker: it runs ai.wasm (wasm/worker), which answers the
// app's search requests. Requests that come while it compiles are queued
// for it in tavolaQueue.
importScripts("wasm_exec.js");
self.tavolaQueue = [];
self.onmessage = (e) => self.tavolaQueue.push(e);
(async () => {
  const go = new Go();
  const resp = fetch("ai.wasm");
  const { instance } = WebAssembly.instantiateStreaming
    ? await WebAssembly.instantiateStreaming(resp, go.importObject).catch(async () =>
        WebAssembly.instantiate(await (await fetch("ai.wasm")).arrayBuffer(), go.importObject))
    : await WebAssembly.instantiate(await (await resp).arrayBuffer(), go.importObject);
  await go.run(instance);
})().catch((err) => self.postMessage("failed\n0\n" + String(err)));
