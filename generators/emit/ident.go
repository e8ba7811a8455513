package emit

import "github.com/gvk-dev/gvkgen/generators/universe"

// Ident is a Go identifier together with the import path of the package
// that declares it: the only way generated code names something of another
// package. File.Use spells it and records the import, so that a file cannot
// name a package it does not import. An empty Path is a predeclared
// identifier (string, error) or one of the file's own package.
type Ident struct {
	// Path is the import path of the declaring package.
	Path string
	// Name is the identifier, without any package qualifier.
	Name string
}

// Pkg is the import path of a package whose identifiers generated code
// uses: Pkg("k8s.io/apimachinery/pkg/runtime").Ident("Object").
type Pkg string

// Ident returns the identifier name of package p.
func (p Pkg) Ident(name string) Ident { return Ident{Path: string(p), Name: name} }

// IdentOf returns the identifier of a named type, function or value of the
// universe.
func IdentOf(n universe.Name) Ident { return Ident{Path: n.Package, Name: n.Name} }
