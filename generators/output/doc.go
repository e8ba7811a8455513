// Package output turns generated declarations into a formatted Go file,
// and a generator's YAML or JSON into a marked one, and writes it safely:
// only when its bytes change, atomically, never over a hand-written file;
// or, in verify mode, reports what would change.
//
// It is the write stage of the pipeline (load -> tags -> plan -> emit ->
// write). Generators return File values (a header from Header, imports
// named by emit, jennifer declarations; or a Kind and Data); Render
// formats one. Each Kind has its rule of what is generated: Go's
// (IsGenerated), YAML's first-line mark or controller-gen's annotation,
// JSON's first member (JSONMarkKey). ReadTargetOf reads what is at an
// output path once and refuses a file its kind's rule does not take for
// generated; Disk prepares a target in a temporary file (Prepare), which
// a run renames into place (Pending.Commit) once every file is prepared,
// keeping an existing file's mode; Verify writes nothing and prints a
// unified diff. CheckFileName, CheckWritable and StaleTemps are the checks
// a run makes before writing. Examine says whose a file is (GeneratedBy
// reads the tool from its "Code generated" line), so that a generated
// file no run writes any more can be found, and RemoveGenerated deletes
// such a file only if it is still the tool's.
//
// It must not know any generator: what a file holds is decided before it
// gets here, and it never panics on what it reads from disk.
package output
