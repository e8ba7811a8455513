// Package emit holds what every generator needs to turn a model into Go
// source with jennifer: identifiers that carry their import path, the
// output file that owns its imports, the import naming rules of the
// upstream tools, and the spelling of types.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it serves the
// emit stage of every generator. An Ident is a name and the import path
// of its package; a File spells it (Use, Text) and records the import at
// the same moment, naming imported packages as k8s.io/code-generator
// (NewFile) or controller-gen (NewControllerGenFile) does, so output is
// byte-identical. File.Type spells a universe.Type as jennifer code and
// File.TypeText as source text; PublicName is upstream's conversion namer
// (v1_Pod, Slice_string). This is the only package that may call
// jen.Qual or give jennifer import names (TestForeignNames): a name of
// another package spelled anywhere else could miss its import. It must
// hold no generator's decisions and touch no file: it only spells.
package emit
