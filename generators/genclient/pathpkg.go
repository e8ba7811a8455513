package genclient

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The package opt-outs of lister-gen and informer-gen.
const (
	TagListerGen   = "k8s:lister-gen"
	TagInformerGen = "k8s:informer-gen"
)

// OptOutDef is the definition of tool's package opt-out tag,
// +k8s:<tool>=false, for the generator named tool (lister-gen,
// informer-gen); what names what the tool writes (listers).
func OptOutDef(tool, what string) tags.Def {
	return tags.Def{Name: "k8s:" + tool, Values: "true | false", Places: tags.Package, Tool: tool,
		Doc: "`false`: write no " + what + " for the package's types (" + what + " are written by default)"}
}

// PathPackage is an API package as lister-gen and informer-gen read it:
// its group and version come from its path (FromPath), or, for an
// internal version (whose ObjectMeta has no json tag), the group is its
// last path element and the version is empty.
type PathPackage struct {
	*GroupVersion
	// PathGroup is the group as the path gives it, "core" for none.
	PathGroup string
	// Internal is set for an internal version.
	Internal bool
}

// ReadPathPackage reads pkg for the tool whose opt-out tag is optOut
// (TagListerGen): ok is false when the package opts out, has no
// +genclient type, or has a mistake (in the diagnostics). A package of
// +genclient types none of which has an ObjectMeta field is an error at
// the first. The generators read it through the run's Model.
func ReadPathPackage(pkg *universe.Package, optOut tags.Tag[bool]) (p *PathPackage, ok bool, all tags.Diagnostics) {
	out, given, d := optOut.Get(tags.OfPackage(pkg))
	all = d
	if given && !out.Value {
		return nil, false, all
	}
	types, td := ReadTypes(pkg)
	p, d = readPath(pkg, types, td, readGroupTags(pkg))
	all.Errors = append(all.Errors, d.Errors...)
	all.Warnings = append(all.Warnings, d.Warnings...)
	return p, p != nil && all.OK(), all
}

// readPath is pkg as a path package, of types (read with the mistakes td)
// and the group tags gt: nil without a +genclient type, or without an
// ObjectMeta field in any.
func readPath(pkg *universe.Package, types []*Type, td tags.Diagnostics, gt *groupTags) (*PathPackage, tags.Diagnostics) {
	var all tags.Diagnostics
	if len(types) == 0 {
		return nil, td
	}
	var meta *universe.Member
	for _, t := range types {
		if meta = objectMeta(t.Type); meta != nil {
			break
		}
	}
	if meta == nil {
		all.Errors = append(all.Errors, universe.Errorf(types[0].Type.Pos, "type %s has +genclient, but no +genclient type of %s has an ObjectMeta field; embed metav1.ObjectMeta `json:\"metadata,omitempty\"` in it, or remove +genclient", types[0].Name.Name, pkg.Path))
		return nil, all
	}
	p := &PathPackage{Internal: !strings.Contains(meta.Tags, "json")}
	group, version := FromPath(pkg.Path)
	if p.Internal {
		parts := strings.Split(pkg.Path, "/")
		group, version = parts[len(parts)-1], ""
	}
	p.PathGroup = NonEmptyGroup(group)
	gv, goErr := gt.groupVersion(pkg, group, group, version)
	gv.Types = types
	all = gt.diags
	if goErr != nil {
		all.Errors = append(all.Errors, goErr)
	}
	all.Errors = append(all.Errors, td.Errors...)
	all.Warnings = append(all.Warnings, td.Warnings...)
	p.GroupVersion = gv
	return p, all
}

// objectMeta returns t's field named ObjectMeta, or nil.
func objectMeta(t *universe.Type) *universe.Member {
	for i := range t.Members {
		if t.Members[i].Name == "ObjectMeta" {
			return &t.Members[i]
		}
	}
	return nil
}

// CheckImportPath reports what is wrong with value, given to the flag
// --name as an import path: one beginning with "/" (a directory, or an
// empty prefix joined to a name) is no import path, and every file
// importing under it would not build; neither is one with a character Go
// does not take in an import path (a quote, a space: the import lines
// would not parse, #29 item 11), an empty element or a "." or ".."
// element. It returns "" for a good one, and for an empty one (whether
// the flag is required is the caller's).
func CheckImportPath(name, value string) string {
	if value == "" {
		return ""
	}
	if strings.HasPrefix(value, "/") {
		return fmt.Sprintf("--%s %q begins with \"/\": it is a Go import path, not a directory; give the module path of the output directory, e.g. example.com/m/pkg/generated", name, value)
	}
	bad := func(why string) string {
		return fmt.Sprintf("--%s %q is not a Go import path: %s; give the module path of the output directory, e.g. example.com/m/pkg/generated", name, value, why)
	}
	for _, r := range value {
		if !(r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-._~+/", r))) {
			return bad(fmt.Sprintf("%q is not allowed", r))
		}
	}
	for _, elem := range strings.Split(value, "/") {
		switch elem {
		case "":
			return bad("it has an empty element")
		case ".", "..":
			return bad(fmt.Sprintf("it has a %q element", elem))
		}
	}
	return ""
}
