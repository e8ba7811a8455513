package genclient

import (
	"go/token"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Options are a type's +genclient tags.
type Options struct {
	// GenerateClient is set by +genclient, at Pos.
	GenerateClient bool
	Pos            token.Position
	NonNamespaced  bool
	NoVerbs        bool
	NoStatus       bool
	// SkipVerbs are the verbs the client does not have: those of
	// +genclient:skipVerbs or, with +genclient:onlyVerbs or :readonly,
	// every verb they do not name.
	SkipVerbs []string
	// Methods are the extension methods, in the order of their tags.
	Methods []Method
	// ResourceName is +resourceName's value, empty without it.
	ResourceName string
}

// HasVerb reports whether the client has verb (before a type without a
// Status field loses updateStatus and applyStatus; see Type.HasVerb).
func (o Options) HasVerb(verb string) bool { return !slices.Contains(o.SkipVerbs, verb) }

// ParseOptions reads the +genclient tags of t, in both comment blocks
// above it as upstream does. Every mistake is an error at the type: a
// value where none is taken, an unknown verb, a malformed method, an
// unknown +genclient tag. Inputs upstream accepts silently (a repeated
// tag, skipVerbs beside onlyVerbs) are warnings.
func ParseOptions(t *universe.Type) (Options, tags.Diagnostics) {
	c := tags.OfType(t)
	var o Options
	var all tags.Diagnostics
	add := func(d tags.Diagnostics) {
		all.Errors = append(all.Errors, d.Errors...)
		all.Warnings = append(all.Warnings, d.Warnings...)
	}
	g, ok, d := genclientTag.Get(c)
	add(d)
	o.GenerateClient, o.Pos = ok, g.Pos
	o.NonNamespaced = present(nonNamespacedTag, c, add)
	o.NoVerbs = present(noVerbsTag, c, add)
	o.NoStatus = present(noStatusTag, c, add)
	readonly := present(readonlyTag, c, add)
	skip, skipOK, d := skipVerbsTag.Get(c)
	add(d)
	only, onlyOK, d := onlyVerbsTag.Get(c)
	add(d)
	if skipOK {
		o.SkipVerbs = skip.Value
	}
	if onlyOK || readonly {
		if skipOK {
			all.Warnings = append(all.Warnings, universe.Errorf(skip.Pos, "type %s: +%s is ignored beside +%s or +%s; remove it", t.Name.Name, TagSkipVerbs, TagOnlyVerbs, TagReadonly))
		}
		o.SkipVerbs = keepOnly(readonly, only.Value)
	}
	methods, d := methodTag.All(c)
	add(d)
	for _, m := range methods {
		m.Value.Pos = m.Pos
		if e := o.methodClash(t, m.Value); e != nil {
			all.Errors = append(all.Errors, e)
			continue
		}
		o.Methods = append(o.Methods, m.Value)
	}
	r, ok, d := resourceNameTag.Get(c)
	add(d)
	if ok {
		o.ResourceName = r.Value
	}
	all.Errors = append(all.Errors, unknownTags(t, c)...)
	return o, all
}

// methodClash returns an error at m when the client of t would declare
// m's name twice (#29 item 9): a method of the same name given before, or
// the method of a verb the client has (Get, UpdateStatus with a status).
// Upstream writes both, and its client does not compile.
func (o *Options) methodClash(t *universe.Type, m Method) *universe.Error {
	for _, prev := range o.Methods {
		if prev.Name == m.Name {
			return universe.Errorf(m.Pos, "type %s: +%s=%s: a method %s is already given at line %d, and the client would declare it twice (upstream's does not compile); rename one, e.g. %s2, or remove it", t.Name.Name, TagMethod, m.Name, m.Name, prev.Pos.Line, m.Name)
		}
	}
	verb := strings.ToLower(m.Name[:1]) + m.Name[1:]
	if !slices.Contains(SupportedVerbs, verb) || o.NoVerbs || !o.HasVerb(verb) {
		return nil
	}
	hasStatus := !o.NoStatus && slices.ContainsFunc(t.Members, func(f universe.Member) bool { return f.Name == "Status" })
	if (verb == "updateStatus" || verb == "applyStatus") && !hasStatus {
		return nil
	}
	return universe.Errorf(m.Pos, "type %s: +%s=%s: the client already has %s, its %s verb's method, and would declare it twice (upstream's does not compile); name it otherwise, e.g. %sScale, or drop the verb with +%s=%s", t.Name.Name, TagMethod, m.Name, m.Name, verb, m.Name, TagSkipVerbs, verb)
}

// present reports whether a tag that takes no value is given.
func present(tag tags.Tag[struct{}], c tags.Comments, add func(tags.Diagnostics)) bool {
	_, ok, d := tag.Get(c)
	add(d)
	return ok
}

// keepOnly returns the verbs to skip when only those of onlyVerbs (and,
// with readonly, the read-only ones) are kept.
func keepOnly(readonly bool, only []string) []string {
	var keep []string
	if readonly {
		keep = append(keep, ReadonlyVerbs...)
	}
	keep = append(keep, only...)
	skip := []string{}
	for _, v := range SupportedVerbs {
		if !slices.Contains(keep, v) {
			skip = append(skip, v)
		}
	}
	return skip
}

// known are the tags of the +genclient family.
var known = []string{TagGenclient, TagNonNamespaced, TagNoVerbs, TagOnlyVerbs, TagSkipVerbs, TagNoStatus, TagReadonly, TagMethod}

// unknownTags reports each +genclient... tag of c that is not one of the
// family, as upstream rejects them.
func unknownTags(t *universe.Type, c tags.Comments) universe.ErrorList {
	var errs universe.ErrorList
	for _, l := range append(append([]tags.Line{}, c.Second...), c.Lines...) {
		text := strings.TrimSpace(l.Text)
		if !strings.HasPrefix(text, "+"+TagGenclient) {
			continue
		}
		name, _, _ := strings.Cut(text[1:], "=")
		name = strings.TrimSpace(name)
		if i := strings.IndexAny(name, " \t("); i >= 0 {
			name = name[:i]
		}
		if !slices.Contains(known, name) {
			errs = append(errs, universe.Errorf(l.Pos, "type %s: unknown tag +%s; the +genclient tags are +%s", t.Name.Name, name, strings.Join(known, ", +")))
		}
	}
	return errs
}
