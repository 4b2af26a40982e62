// Command build lays out the browser build (package site): `make web` runs
//
//	go run ./wasm/build -o wasm/dist
//
// from the module's root.
package main

import (
	"flag"
	"fmt"
	"os"

	"tavola/wasm/site"
)

func main() {
	out := flag.String("o", "wasm/dist", "the site's folder")
	flag.Parse()
	root, err := os.Getwd()
	if err == nil {
		err = site.Build(site.Options{Root: root, Out: *out, Brotli: true, Log: func(f string, a ...any) { fmt.Printf("web: "+f+"\n", a...) }})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}
