package tags

// Place says where in a package a tag is read.
type Place uint8

const (
	// Package: the package comment of doc.go.
	Package Place = 1 << iota
	// Type: the comment blocks above a type declaration.
	Type
	// Field: the comment above a struct field.
	Field
	// Func: the comment above a function declaration.
	Func
)

// Def defines one tag of a generator: its name, where it is read, the
// syntax of its value and what it means. Lint, help, `gvkgen tags` and the
// README's tag tables are all produced from these definitions.
type Def struct {
	// Name is the tag without its leading "+", e.g. "k8s:deepcopy-gen".
	Name string
	// Places are where the tag is read; elsewhere it is ignored, and lint
	// says so.
	Places Place
	// Values is the value syntax, for help, e.g. "package | true | false";
	// empty for a tag that takes no value.
	Values string
	// Doc is what the tag means, one or two sentences.
	Doc string
}
