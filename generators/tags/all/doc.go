// Package all gathers the tag definitions of every generator: the table
// that lint checks comments against, that `gvkgen tags` lists and that the
// tag tables of the documentation (docs/generators) are generated from.
package all
