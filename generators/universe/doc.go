// Package universe loads Go packages and models their types the way the
// k8s.io/code-generator tools see them.
//
// It is the load stage of the pipeline (load -> tags -> plan -> emit ->
// write). Load lists packages with the go command, go list -e -deps -json
// (leaving out generated files by their build tag, BuildTag), reading its
// output itself rather than with golang.org/x/tools/go/packages, so that
// the commands do not import x/tools and adding one to a module changes
// none of that module's requirements; what go list says is wrong with a
// package, and how the go command failing reads, are as go/packages
// reported them. It parses the named packages, in
// parallel, skipping files that cannot declare anything a generator asks
// about (Config.Keywords); dependencies are parsed when first asked for.
// It type-checks nothing: Type values (Kinds, members, methods, comment
// lines, array lengths from constant expressions, generic instances) are
// built from declarations on demand, and named types are unique. It also
// gives comment blocks with what they are attached to (CommentGroups) and
// reports syntax and listing errors at a position (Error, ErrorList,
// ReadErrors); the files skipped are checked for syntax alone on demand
// (SyntaxErr), for the packages generated for and the Local ones read, so
// that every file of those must parse, as for upstream. LoadSources builds a universe from in-memory sources, for
// tests and fuzzing.
//
// It must not know any generator or tag: the tags that make files worth
// parsing and packages worth linting come from the driver
// (Config.TagMarkers, Config.LintMarkers, derived from the registry). It
// never panics on bad input.
package universe
