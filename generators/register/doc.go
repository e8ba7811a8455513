// Package register generates the registration of a package's API types in a
// runtime.Scheme. Where upstream k8s.io/code-generator's register-gen runs
// (kube_codegen.sh's gen_register: --output-file zz_generated.register.go
// over the +groupName packages) it writes exactly upstream's files: one per
// external version that has no register.go of its own, and nothing else.
// Beyond that, on request (+k8s:register-gen:internal, :install,
// :scheme-funcs in doc.go), it registers internal versions, writes a group's
// install package, and registers a package's defaulting and conversion
// functions.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it is a plan and
// emit stage: its Generator's pass decides, per package, what is written
// (Target, the pass's result), creates the files and reports warnings and
// errors at their positions. Keywords tell universe which files are worth
// parsing for it. It must not load packages, write files or print: the
// driver (cli) does, and on any error nothing is written.
package register
