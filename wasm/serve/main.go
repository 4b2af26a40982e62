// Command serve serves the browser build on this machine only, with its
// pre-compressed files (package site): `make serve` runs
//
//	go run ./wasm/serve -dir wasm/dist -addr 127.0.0.1:8080
package main

import (
	"flag"
	"fmt"
	"net/http"
	"os"

	"tavola/wasm/site"
)

func main() {
	dir := flag.String("dir", "wasm/dist", "the site's folder (make web)")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		fmt.Fprintln(os.Stderr, "serve: no site in", *dir, "(run make web):", err)
		os.Exit(1)
	}
	fmt.Printf("serve: http://%s/\n", *addr)
	if err := http.ListenAndServe(*addr, site.Handler(*dir)); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		os.Exit(1)
	}
}
