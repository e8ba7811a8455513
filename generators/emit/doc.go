// Package emit holds what every generator needs to turn a model into Go
// source with jennifer: the import naming rules of the upstream tools, and a
// namer that spells types as jennifer code.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it serves the
// emit stage of every generator: Imports names imported packages as
// k8s.io/code-generator does (so output is byte-identical), Namer spells a
// universe.Type as jennifer code (Type) or source text (Raw), and
// PublicName is upstream's conversion namer (v1_Pod, Slice_string). It
// must hold no generator's decisions and touch no file: it only spells.
package emit
