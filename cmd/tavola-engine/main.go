package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"tavola/internal/version"
)

// subcommands maps the first argument to what it runs; without one the
// engine speaks the protocol on stdin/stdout. A subcommand gets the
// remaining arguments and the standard streams, and returns the exit code.
var subcommands = map[string]func(args []string, stdin io.Reader, stdout, stderr io.Writer) int{
	"protocol": runProtocol,
}

func main() {
	os.Exit(dispatch(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// dispatch runs the subcommand named by args[0], or the protocol when
// there is none, and returns the exit code.
func dispatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return runProtocol(nil, stdin, stdout, stderr)
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		usage(stdout)
		return 0
	case "-version", "--version":
		fmt.Fprintln(stdout, programName, version.String())
		return 0
	case "-kpe-table", "-threads":
		return runProtocol(args, stdin, stdout, stderr)
	}
	run, ok := subcommands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "tavola-engine: unknown subcommand %q\n", args[0])
		usage(stderr)
		return 2
	}
	return run(args[1:], stdin, stdout, stderr)
}

// runProtocol speaks the engine protocol until quit or the end of input.
func runProtocol(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	dir, threads, err := protocolFlags(args)
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine: protocol: %v\n", err)
		return 2
	}
	tables, name, err := loadKpeTables(dir)
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine: %v\n", err)
		return 1
	}
	if tables != nil {
		fmt.Fprintf(stderr, "tavola-engine: Kpé tables from %s\n", name)
	}
	e := newEngine()
	e.threads = threads
	e.useKpeTables(tables)
	if e.small != nil {
		e.small.warn = func(err error) { fmt.Fprintf(stderr, "tavola-engine: Kpé endgame tables: %v\n", err) }
		defer e.small.close()
	}
	if err := e.Run(stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "tavola-engine: %v\n", err)
		return 1
	}
	return 0
}

// usage prints how to call the program, naming every subcommand.
func usage(w io.Writer) {
	names := make([]string, 0, len(subcommands))
	for name := range subcommands {
		names = append(names, name)
	}
	sort.Strings(names)
	fmt.Fprintln(w, "usage: tavola-engine [-kpe-table DIR] [-threads N] | subcommand [arguments]")
	fmt.Fprintln(w, "without a subcommand the engine speaks the protocol of docs/ENGINE.md on stdin/stdout")
	fmt.Fprintln(w, "-kpe-table DIR: the Kpé tables of DIR (default: the cache folder's, when make kpe-table has filled it);")
	fmt.Fprintf(w, "  without a table file, those of the endgames up to %d seeds are solved in memory once a Kpé game is chosen\n", smallSeeds)
	fmt.Fprintln(w, "-threads N: the threads of a search bounded by time alone (genmove time T, level 7); default: the cores, at most 8")
	fmt.Fprintf(w, "subcommands: help %s\n", strings.Join(names, " "))
}
