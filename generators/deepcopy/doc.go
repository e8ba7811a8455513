// Package deepcopy generates DeepCopyInto, DeepCopy and DeepCopy<Interface>
// methods, as k8s.io/code-generator's deepcopy-gen does, byte for byte.
//
// It reads +k8s:deepcopy-gen tags: =package in doc.go generates for every
// exported struct and named map or slice of the package, =true and =false on
// a type opt it in or out, and +k8s:deepcopy-gen:interfaces=<pkg>.<Iface>
// adds a DeepCopy<Iface>() method returning that interface.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it is a plan and
// emit stage: its Generator's pass decides, per package, which types get
// which methods (PackagePlan, TypePlan: the pass's result) and creates the
// files from those plans. Keywords tell universe which files are worth
// parsing for it. It must not load packages, write files or print: the
// driver (cli) does, and on any error nothing is written.
package deepcopy
