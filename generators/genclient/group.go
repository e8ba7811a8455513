package genclient

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Type is a type of an API package with its +genclient options.
type Type struct {
	*universe.Type
	Options
}

// HasStatus reports whether the client has UpdateStatus and ApplyStatus:
// the type has a Status field and no +genclient:noStatus.
func (t *Type) HasStatus() bool {
	return !t.NoStatus && slices.ContainsFunc(t.Members, func(m universe.Member) bool { return m.Name == "Status" })
}

// HasVerb reports whether the client has verb: Options.HasVerb, and
// updateStatus and applyStatus only with a status (HasStatus).
func (t *Type) HasVerb(verb string) bool {
	if (verb == "updateStatus" || verb == "applyStatus") && !t.HasStatus() {
		return false
	}
	return t.Options.HasVerb(verb)
}

// GroupVersion is one API package as the client generators see it: its
// group and version, their names in output trees and in Go, and its
// +genclient types.
type GroupVersion struct {
	// Group is the API group: +groupName's value, or else the name the
	// caller gives (the package's parent directory); "" is the core group.
	Group string
	// Version is the version ("v1beta1"); "" is the internal version.
	Version string
	// PackageName names the group's directory in output trees ("wardle"
	// for wardle.example.com): the caller's name for it, lower-cased.
	PackageName string
	// GoName names the group in Go identifiers ("Wardle"):
	// +groupGoName's value, or the first part of Group, capitalized.
	GoName string
	// HasGroupName is set when the package has +groupName.
	HasGroupName bool
	Package      *universe.Package
	// Types are the types with +genclient, in the order upstream
	// generates them (Sort).
	Types []*Type
}

// NewGroupVersion reads pkg as version of group, named groupPkg in
// output trees (client-gen's --input gives both; lister-gen and
// informer-gen take them from the package's path, see FromPath): the
// package's +groupName replaces group, +groupGoName names it in Go, and
// the types with +genclient are read. Every tag mistake is an error. The
// generators read it through the run's Model, which reads each package
// once.
func NewGroupVersion(pkg *universe.Package, groupPkg, group, version string) (*GroupVersion, tags.Diagnostics) {
	gt := readGroupTags(pkg)
	types, td := ReadTypes(pkg)
	gv, goErr := gt.groupVersion(pkg, groupPkg, group, version)
	gv.Types = types
	all := gt.diags
	if goErr != nil {
		all.Errors = append(all.Errors, goErr)
	}
	all.Errors = append(all.Errors, td.Errors...)
	all.Warnings = append(all.Warnings, td.Warnings...)
	return gv, all
}

// groupTags are a package's +groupName and +groupGoName, and their
// mistakes.
type groupTags struct {
	name, goName   tags.Found[string]
	hasName, hasGo bool
	diags          tags.Diagnostics
}

// readGroupTags reads pkg's +groupName and +groupGoName.
func readGroupTags(pkg *universe.Package) *groupTags {
	gt := &groupTags{}
	add := func(d tags.Diagnostics) {
		gt.diags.Errors = append(gt.diags.Errors, d.Errors...)
		gt.diags.Warnings = append(gt.diags.Warnings, d.Warnings...)
	}
	c := tags.OfPackage(pkg)
	var d tags.Diagnostics
	gt.name, gt.hasName, d = groupNameTag.Get(c)
	add(d)
	gt.goName, gt.hasGo, d = groupGoNameTag.Get(c)
	add(d)
	return gt
}

// groupVersion is pkg as version of group (see NewGroupVersion), without
// its types, and the error of a Go name that is not an identifier.
func (gt *groupTags) groupVersion(pkg *universe.Package, groupPkg, group, version string) (*GroupVersion, *universe.Error) {
	gv := &GroupVersion{Group: group, Version: version, PackageName: strings.ToLower(groupPkg), Package: pkg}
	if gt.hasName {
		gv.Group, gv.HasGroupName = gt.name.Value, true
	}
	gv.GoName = Public(strings.Split(NonEmptyGroup(gv.Group), ".")[0])
	pos, from := pkg.DocTagPos(""), "the package's path"
	if gt.hasName {
		pos, from = gt.name.Pos, "+groupName="+gt.name.Value
	}
	if gt.hasGo {
		gv.GoName, pos, from = Public(gt.goName.Value), gt.goName.Pos, "+groupGoName="+gt.goName.Value
	}
	if !token.IsIdentifier(gv.GoName) {
		return gv, &universe.Error{Pos: pos, Message: fmt.Sprintf("the group's Go name %q (from %s) is not a Go identifier, so the generated code cannot name it; give +groupGoName=<Name> with a name that is one", gv.GoName, from)}
	}
	return gv, nil
}

// FromPath returns the group and the version a package's path names, as
// lister-gen and informer-gen read them: .../<group>/<version>.
func FromPath(path string) (group, version string) {
	parts := strings.Split(path, "/")
	if len(parts) < 2 {
		return "", path
	}
	return parts[len(parts)-2], parts[len(parts)-1]
}

// ReadTypes returns the types of pkg with +genclient, sorted (Sort),
// and the mistakes in the +genclient tags of all its types.
func ReadTypes(pkg *universe.Package) ([]*Type, tags.Diagnostics) {
	out, _, all := readTypes(pkg)
	return out, all
}

// readTypes is ReadTypes, with the options of every type of pkg that has
// a tag ParseOptions reads. The other types, whose options are none, are
// not built (universe.Package.TypeNamesMentioning): on k8s.io/api the
// +genclient types and what they refer to are two thirds of the types.
func readTypes(pkg *universe.Package) ([]*Type, map[*universe.Type]Options, tags.Diagnostics) {
	var out []*Type
	var all tags.Diagnostics
	options := map[*universe.Type]Options{}
	for _, name := range pkg.TypeNamesMentioning(TagGenclient, TagResourceName) {
		t := pkg.TypeNamed(name)
		o, d := ParseOptions(t)
		options[t] = o
		all.Errors = append(all.Errors, d.Errors...)
		all.Warnings = append(all.Warnings, d.Warnings...)
		if o.GenerateClient {
			out = append(out, &Type{Type: t, Options: o})
		}
	}
	Sort(out)
	return out, options, all
}

// Sort orders types as upstream's generators do: by their private names
// (the name with its first letter lower-cased).
func Sort(types []*Type) {
	slices.SortStableFunc(types, func(a, b *Type) int { return strings.Compare(Private(a.Name.Name), Private(b.Name.Name)) })
}

// NonEmptyGroup is group, or "core" for the core group.
func NonEmptyGroup(group string) string {
	if group == "" {
		return "core"
	}
	return group
}

// GroupPackageName is the package name of a group as upstream derives it
// from the group's name: its first part, lower-cased ("internal.apps"
// gives "appsinternal").
func GroupPackageName(group string) string {
	parts := strings.Split(NonEmptyGroup(group), ".")
	if parts[0] == "internal" && len(parts) > 1 {
		return strings.ToLower(parts[1] + parts[0])
	}
	return strings.ToLower(parts[0])
}

// NonEmptyVersion is version, or "internalVersion" for the internal
// version.
func NonEmptyVersion(version string) string {
	if version == "" {
		return "internalVersion"
	}
	return version
}

// VersionPackageName is the package name of a version: NonEmptyVersion
// lower-cased.
func VersionPackageName(version string) string { return strings.ToLower(NonEmptyVersion(version)) }
