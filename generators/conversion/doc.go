// Package conversion generates conversion functions between the versions of
// an API group and their registration in a runtime.Scheme, as
// k8s.io/code-generator's conversion-gen does, byte for byte, and reports
// precisely which conversions must be written by hand.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it is a plan and
// emit stage: Generate reads the +k8s:conversion-gen tags of the packages
// of a loaded universe (through tags), pairs each with its peer packages
// (Options.BasePeerDirs, ExtraPeerDirs; DefaultBasePeerDirs are
// upstream's), decides every conversion function, and returns them as
// output.File values plus warnings (Result), or errors at a position.
// Keywords tell universe which files are worth parsing for it.
//
// It must not load packages, write files or print: the caller (cli) does,
// and on any error it returns no files.
package conversion
