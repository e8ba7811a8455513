// Package lint finds comment tags that the generators would silently
// ignore: unknown or misspelled tags, package tags outside doc.go, and tags
// in comment blocks that no generator reads. Upstream ignores all of these;
// each is a type left without the code its author asked for.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it runs after
// the load, beside the tags stage: Check reads the comment blocks of
// loaded packages (universe.Package.CommentGroups) and returns positioned
// findings, each saying whether its tag is unknown (the drivers decide what
// is an error); Suggest names the closest known tag for a misspelled one.
// Foreign lists upstream's tags of generators gvkgen does not have, never
// taken for misspellings of ours, and Allows matches the tags a user names
// as another generator's. It must not decide what is generated, and it
// reads only the comments of the packages it is given.
package lint
