// Package output turns generated declarations into a formatted Go file and
// writes it safely: only when its bytes change, atomically, never over a
// hand-written file; or, in verify mode, reports what would change.
//
// It is the write stage of the pipeline (load -> tags -> plan -> emit ->
// write). Generators return File values (a header from Header, imports
// named by emit, jennifer declarations); Render formats one. ReadTarget
// reads what is at an output path once and refuses a file that is not
// marked generated (IsGenerated, Go's rule); Disk writes a target through
// a temporary file and a rename, keeping an existing file's mode; Verify
// writes nothing and prints a unified diff. CheckFileName, CheckWritable
// and StaleTemps are the checks a run makes before writing. Examine says
// whose a file is (GeneratedBy reads the tool from its "Code generated"
// line), so that a generated file no run writes any more can be found,
// and RemoveGenerated deletes such a file only if it is still the tool's.
//
// It must not know any generator: what a file holds is decided before it
// gets here, and it never panics on what it reads from disk.
package output
