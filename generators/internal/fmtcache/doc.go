// Package fmtcache remembers what go/format.Source made of Go source, by
// the source's content, so that rendering code whose unformatted text did
// not change since an earlier run costs a file read instead of a parse and
// a print. The generators' formatting is most of a run's CPU once the
// packages are loaded (22% of deepcopy-gen's on k8s.io/api, the largest
// single cost of every client generator).
//
// The cache is content-addressed, as the syntax cache of package universe:
// an entry is named by the SHA-256 of the cache's format, the Go toolchain
// that built the program (whose go/printer formats) and the source, and
// holds a line that repeats that key, the length and the SHA-256 of the
// formatted bytes, then those bytes. An entry that is anything else (torn,
// truncated, corrupt, another key's) is not trusted: the source is
// formatted afresh. Only successful formatting is kept, so that errors
// are always those of a fresh format.Source. Entries are written to a
// temporary file and renamed, so that concurrent runs see a whole entry or
// none, and nothing about the cache (missing, unreadable, unwritable,
// corrupt) fails a run, which is then only slower.
package fmtcache
