// Package conversion generates conversion functions between the versions of
// an API group and their registration in a runtime.Scheme, as
// k8s.io/code-generator's conversion-gen does, byte for byte, and reports
// precisely which conversions must be written by hand.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it is a plan and
// emit stage: its Generator's pass reads the +k8s:conversion-gen tags of
// its packages (through tags), pairs each with its peer packages
// (--base-peer-dirs, --extra-peer-dirs; DefaultBasePeerDirs are
// upstream's), decides every conversion function, creates the files and
// reports warnings and errors at their positions. Its Result names the
// conversions left to write by hand, for the generators that require it
// (crdconversion). Keywords tell universe which files are worth parsing
// for it.
//
// It must not load packages, write files or print: the driver (cli) does,
// and on any error nothing is written.
package conversion
