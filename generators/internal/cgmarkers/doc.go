// Package cgmarkers finds the markers controller-gen reads as a package's
// (DescribesPackage markers: +kubebuilder:rbac, +kubebuilder:webhook,
// +groupName), wherever in the package's files controller-tools' marker
// collector puts them.
//
// controller-tools associates each "// +..." comment with a node: the
// closest comment group above a declaration and its doc comment, or the
// package. A package marker is read from
//   - any comment group at file scope that is not the closest group or the
//     doc comment of a declaration (free blocks, and groups after the last
//     declaration), and the package clause's doc comment;
//   - the closest group above a declaration other than a type (a func, a
//     var block, an import), but never that declaration's doc comment;
//   - the closest group above a type (not its doc comment): controller-gen
//     moves a marker there to the package when its name has a package
//     definition and no type definition, which holds for the markers this
//     package is used for.
//
// Comments inside declarations and end-of-line comments belong to nothing
// read here. File gives one file's markers split that way (and each type's
// own: its declaration's closest group and doc, then its own), for a
// generator whose markers have type definitions too (object).
package cgmarkers
