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
	br := flag.Bool("brotli", true, "write the .br files too (a minute or two)")
	ver := flag.String("version", "", "the version to stamp (git describe's when empty)")
	flag.Parse()
	root, err := os.Getwd()
	if err == nil {
		err = site.Build(site.Options{Root: root, Out: *out, Brotli: *br, Version: *ver, Log: func(f string, a ...any) { fmt.Printf("web: "+f+"\n", a...) }})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}
