// Package archive writes the downloads of make dist (package
// packaging/dist) as .tar.gz and .zip files that are the same bytes
// whenever they hold the same files: the entries sorted by name, each
// folder listed before what it holds, one given time on every entry, no
// owner (uid and gid 0, no names), modes 0644 and 0755 only, and a gzip
// header without a name or a time. Two builds of the same commit thus
// give the same checksums (SHA256SUMS).
package archive
