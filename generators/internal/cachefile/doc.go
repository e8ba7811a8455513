// Package cachefile writes the entries of gvkgen's content-addressed
// caches (the syntax cache's verdicts, the format cache's sources).
package cachefile
