// Package all gathers the tag definitions of every generator: the table
// that lint checks comments against, that `gvkgen tags` lists and that the
// README's tag tables are generated from.
package all
