// Package tags defines and reads comment tags (+k8s:deepcopy-gen=package
// and the like). It is the only user of gengo's codetags parser.
//
// A Def is the definition of one tag of a generator: its name, where it is
// read, the syntax of its value, whether it may be repeated, what it means.
// Lint, `gvkgen tags`, the documentation's tag tables and the parsing all
// come from these definitions. A Tag[T], built from a generator's []Def
// (String, Bool, Enum, List, or New with a parse function), reads the tag
// from Comments (OfPackage: doc.go's lines, each at its position; OfType:
// the two blocks above a type, or the closest one for a ClosestOnly
// definition; OfField, OfFunc, Block) and returns typed values with their
// positions, or diagnostics at file:line:col saying what is wrong and the
// fix: malformed tags, arguments, values the syntax rejects, and a tag
// given more than once (an error, or a warning when upstream reads the
// first). What a valid value means is the generator's to decide.
//
// A Def with Args is a marker in controller-tools' grammar, with named
// or unnamed arguments, typed values (strings, numbers, booleans, lists,
// maps, JSON), read with ParseMarker or Markers into ParsedMarker values:
// misspelled marker and argument names are errors that suggest the name
// meant, each mistake at its column.
package tags
