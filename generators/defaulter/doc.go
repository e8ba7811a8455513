// Package defaulter generates SetObjectDefaults_<Type> functions and their
// registration, RegisterDefaults, as k8s.io/code-generator's defaulter-gen
// does, byte for byte.
//
// It reads +k8s:defaulter-gen=<field name> in doc.go (a type of the package
// with a field of that name, such as TypeMeta, gets an object defaulter),
// =true and =false on a type (read from the comment block before the one
// directly above it, as upstream does), +k8s:defaulter-gen-input=<import
// path> (the types live in that package), +k8s:defaulter-gen=covers on a
// hand-written SetDefaults_<Type> (it defaults everything below the type)
// and +default=<JSON> or +default=ref(<name>) on fields and types.
//
// Hand-written SetDefaults_<Type>, SetDefaults_<Type>_<Anything> and
// SetObjectDefaults_<Type> functions are found in the packages generated
// for and in --extra-peer-dirs; an object defaulter calls every one of them
// that applies below its type, and the +default values.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it is a plan and
// emit stage over a loaded universe: plan.go decides which types get an
// object defaulter and builds each one's call tree (tree.go), and emit.go
// turns the trees into declarations. It must not write files or print;
// on any error it returns no files.
package defaulter
