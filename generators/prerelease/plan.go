package prerelease

import (
	"fmt"
	"go/token"
	"path"
	"regexp"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/lint"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The methods written, each only when the type has no method of that name
// of its own.
const (
	methodIntroduced  = "APILifecycleIntroduced"
	methodDeprecated  = "APILifecycleDeprecated"
	methodReplacement = "APILifecycleReplacement"
	methodRemoved     = "APILifecycleRemoved"
)

// Keywords make a file worth parsing: a hand-written lifecycle method may
// live in a file that declares no type (k8s.io/api/core/v1's lifecycle.go).
var Keywords = []string{"APILifecycle"}

// Target is what prerelease-lifecycle-gen decided for one package: its
// API types, in name order. A target with no types still gets a file (a
// package clause), as upstream writes one.
type Target struct {
	Pkg   *universe.Package
	Types []*Lifecycle
}

// Lifecycle is what one API type gets. Deprecated and Removed are nil
// when not written (a GA version, v<N>, without the tag); Replacement is
// nil without its tag. Written lists the methods generated: those the
// type does not declare itself.
type Lifecycle struct {
	Type                *universe.Type
	Introduced          Version
	Deprecated, Removed *Version
	Replacement         *GVK
	Written             map[string]bool
}

// isGA is upstream's test of a GA version: the package path's last
// element is v<N>.
var isGA = regexp.MustCompile(`^v\d+$`)

// plan reads the packages of the pass; nil when a package is not a target.
func plan(pass *gen.Pass, pkg *universe.Package) *Target {
	on, ok, d := enabledTag.Get(tags.OfPackage(pkg))
	pass.ReportTags(d)
	if !ok && d.OK() {
		warnStray(pass, pkg, "its package has no +"+tagName+"=true in doc.go")
	}
	if !on.Value {
		return nil
	}
	t := &Target{Pkg: pkg}
	ga := isGA.MatchString(path.Base(pkg.Path))
	for _, typ := range pkg.Types() {
		if !isAPIType(typ) {
			warnStrayType(pass, typ, "it is not an API type (an exported struct that embeds TypeMeta)")
			continue
		}
		if l := lifecycle(pass, typ, ga); l != nil {
			t.Types = append(t.Types, l)
		}
	}
	return t
}

// isAPIType is upstream's choice of types: exported structs with an
// embedded field named TypeMeta.
func isAPIType(t *universe.Type) bool {
	if t.Kind != universe.Struct || !token.IsExported(t.Name.Name) {
		return false
	}
	for _, m := range t.Members {
		if m.Embedded && m.Name == "TypeMeta" {
			return true
		}
	}
	return false
}

// lifecycle reads one API type's tags and methods; nil after an error.
func lifecycle(pass *gen.Pass, t *universe.Type, ga bool) *Lifecycle {
	c := tags.OfType(t)
	if t.Generic {
		pass.Errorf(t.Pos, "type %s: generic, so it cannot have lifecycle methods (upstream writes code that does not compile); remove its type parameters or +%s=true from doc.go", t.Name.Name, tagName)
		return nil
	}
	l := &Lifecycle{Type: t}
	intro, ok, d := versionTags[tagIntroduced].Get(c)
	pass.ReportTags(d)
	failed := !d.OK()
	if !ok && d.OK() {
		pass.Errorf(t.Pos, "type %s: no +%s; every API type of a package with +%s=true needs one: add // +%s=<major>.<minor> above it, e.g. =1.30%s",
			t.Name.Name, tagIntroduced, tagName, tagIntroduced, misspelled(c))
		failed = true
	}
	l.Introduced = intro.Value
	dep, hasDep := optionalVersion(pass, c, tagDeprecated, &failed)
	if !hasDep {
		dep.Value = l.Introduced.plus3()
	} else if !failed && dep.Value.before(l.Introduced) {
		pass.Warnf(dep.Pos, "type %s: deprecated in %s, before it was introduced (%s); upstream writes it as given: check both tags", t.Name.Name, dep.Value, l.Introduced)
	}
	if !ga || hasDep {
		l.Deprecated = &dep.Value
	}
	rem, hasRem := optionalVersion(pass, c, tagRemoved, &failed)
	if !hasRem {
		rem.Value = dep.Value.plus3()
	} else if !failed && rem.Value.before(dep.Value) {
		pass.Warnf(rem.Pos, "type %s: removed in %s, before it is deprecated (%s); upstream writes it as given: check the tags", t.Name.Name, rem.Value, dep.Value)
	}
	if !ga || hasRem {
		l.Removed = &rem.Value
	}
	r, ok, d := replacementTag.Get(c)
	pass.ReportTags(d)
	failed = failed || !d.OK()
	if ok {
		l.Replacement = &r.Value
	}
	if failed || !written(pass, l) {
		return nil
	}
	return l
}

// optionalVersion reads a version tag that may be absent.
func optionalVersion(pass *gen.Pass, c tags.Comments, name string, failed *bool) (tags.Found[Version], bool) {
	v, ok, d := versionTags[name].Get(c)
	pass.ReportTags(d)
	if !d.OK() {
		*failed = true
	}
	return v, ok
}

// misspelled is " (did you mean +x?)" for a tag of the generator's
// namespace in c that none of its definitions names, naming the one it
// is closest to.
func misspelled(c tags.Comments) string {
	for _, l := range append(append([]tags.Line{}, c.Second...), c.Lines...) {
		text := strings.TrimSpace(l.Text)
		if !strings.HasPrefix(text, "+"+tagName+":") {
			continue
		}
		name, _, _ := strings.Cut(text[1:], "=")
		if name == tagIntroduced {
			continue
		}
		if s := lint.Suggest(Tags, name); s == tagIntroduced+"=" {
			return fmt.Sprintf(" (line %d has +%s: did you mean +%s?)", l.Pos.Line, name, tagIntroduced)
		}
	}
	return ""
}

// written decides which methods are generated: each the type does not
// declare itself. A declared one with the wrong signature is an error, as
// upstream's, at the method; false after one.
func written(pass *gen.Pass, l *Lifecycle) bool {
	l.Written = map[string]bool{}
	ok := true
	want := map[string]bool{methodIntroduced: true, methodDeprecated: l.Deprecated != nil,
		methodReplacement: l.Replacement != nil, methodRemoved: l.Removed != nil}
	for _, name := range []string{methodIntroduced, methodDeprecated, methodReplacement, methodRemoved} {
		if !want[name] {
			continue
		}
		m := l.Type.Methods[name]
		if m == nil {
			l.Written[name] = true
			continue
		}
		results, sig := 2, "(major, minor int)"
		if name == methodReplacement {
			results, sig = 1, "schema.GroupVersionKind"
		}
		if len(m.Params()) != 0 || len(m.Results()) != results {
			pass.Errorf(m.Pos, "type %s: its own %s has the wrong signature; want func (in *%s) %s() %s, or remove it to have it generated", l.Type.Name.Name, name, l.Type.Name.Name, name, sig)
			ok = false
		}
	}
	return ok
}

// warnStray warns about the lifecycle tags of the types of pkg, which
// upstream ignores silently, saying why.
func warnStray(pass *gen.Pass, pkg *universe.Package, why string) {
	for _, t := range pkg.Types() {
		warnStrayType(pass, t, why)
	}
}

// warnStrayType warns about the lifecycle tags of t, ignored because of
// why.
func warnStrayType(pass *gen.Pass, t *universe.Type, why string) {
	c := tags.OfType(t)
	for _, l := range append(append([]tags.Line{}, c.Second...), c.Lines...) {
		if text := strings.TrimSpace(l.Text); strings.HasPrefix(text, "+"+tagName+":") {
			name, _, _ := strings.Cut(text[1:], "=")
			pass.Warnf(l.Pos, "type %s: +%s is ignored: %s; remove it", t.Name.Name, name, why)
			return
		}
	}
}
