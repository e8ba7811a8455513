package applyconfig

import (
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"
)

// The schema of internal.go is structured-merge-diff's: named types, each
// an atom (a scalar, a list, a map), referring to each other. These are
// built from the OpenAPI definitions as kube-openapi's schemaconv builds
// them, and written as go.yaml.in/yaml/v2 writes them (yaml.go).

const (
	untypedName  = "__untyped_atomic_"
	deducedName  = "__untyped_deduced_"
	quantityName = "io.k8s.apimachinery.pkg.api.resource.Quantity"
	rawExtName   = "io.k8s.apimachinery.pkg.runtime.RawExtension"
)

type atom struct {
	scalar string
	list   *smdList
	mapT   *smdMap
}

func (a atom) empty() bool { return a.scalar == "" && a.list == nil && a.mapT == nil }

type typeRef struct {
	named   string
	inlined atom
	// rel overrides the element relationship of the referred type.
	rel string
}

type smdList struct {
	elem typeRef
	rel  string
	keys []string
}

type smdMap struct {
	fields []smdField
	unions []smdUnion
	elem   typeRef
	rel    string
}

type smdField struct {
	name   string
	typ    typeRef
	def    any
	hasDef bool
}

type smdUnion struct {
	discriminator *string
	fields        [][2]string
}

type typeDef struct {
	name string
	atom atom
}

// untyped is the atom of a value of any shape: atomic lists, and maps
// whose elements are untyped too (rel "atomic") or deduced ("separable").
func untyped(elem, rel string) atom {
	return atom{scalar: "untyped",
		list: &smdList{elem: typeRef{named: untypedName}, rel: "atomic"},
		mapT: &smdMap{elem: typeRef{named: elem}, rel: rel}}
}

// converter converts definitions, collecting what it cannot.
type converter struct {
	errs []string
}

func (c *converter) errorf(name, format string, args ...any) {
	c.errs = append(c.errs, name+": "+fmt.Sprintf(format, args...))
}

// convertSchema converts defs, by name, then adds the two untyped types,
// and writes the schema as YAML.
func convertSchema(defs map[string]*oaSchema) (string, []string) {
	c := &converter{}
	var types []typeDef
	for _, name := range slices.Sorted(maps.Keys(defs)) {
		if err := checkModel(defs[name], defs); err != "" {
			c.errorf(name, "%s", err)
			continue
		}
		if a := c.atom(name, defs[name], false); !a.empty() {
			types = append(types, typeDef{name: name, atom: a})
		}
	}
	if len(c.errs) > 0 {
		return "", c.errs
	}
	return schemaYAML(types), nil
}

// model is what kind-openapi's proto models make of a schema.
type model int

const (
	mRef model = iota
	mKind
	mMap
	mArray
	mPrimitive
	mArbitrary
)

func (s *oaSchema) model() model {
	switch {
	case s.ref != "":
		return mRef
	case len(s.types) == 0 && len(s.props) > 0, len(s.types) == 1 && s.types[0] == "object" && len(s.props) > 0:
		return mKind
	case len(s.types) == 0:
		return mArbitrary
	case s.types[0] == "object":
		return mMap
	case s.types[0] == "array":
		return mArray
	}
	return mPrimitive
}

// checkModel says what about s (and the schemas in it) the proto models
// refuse, "" if nothing.
func checkModel(s *oaSchema, defs map[string]*oaSchema) string {
	switch {
	case s.ref != "" && len(s.props) > 0:
		return "a reference with properties"
	case s.ref != "" && len(s.types) > 0:
		return "a reference with a type"
	case s.ref != "" && !strings.HasPrefix(s.ref, defsPrefix):
		return fmt.Sprintf("reference %q is not to a definition", s.ref)
	case len(s.types) > 1:
		return fmt.Sprintf("several types (%s)", strings.Join(s.types, ", "))
	case s.model() == mArray && len(s.items) != 1:
		return "an array needs exactly one items schema"
	case s.model() == mPrimitive && !slices.Contains([]string{"string", "number", "integer", "boolean"}, s.types[0]):
		return fmt.Sprintf("unknown type %q", s.types[0])
	}
	var subs []*oaSchema
	switch s.model() {
	case mKind:
		for _, k := range slices.Sorted(maps.Keys(s.props)) {
			subs = append(subs, s.props[k])
		}
	case mMap:
		subs = append(subs, s.addl)
	case mArray:
		subs = s.items
	}
	for _, sub := range subs {
		if sub == nil {
			continue
		}
		if err := checkModel(sub, defs); err != "" {
			return err
		}
	}
	return ""
}

// atom converts s, named name (an inlined schema's name says where it
// is), keeping unknown fields when preserve is set.
func (c *converter) atom(name string, s *oaSchema, preserve bool) atom {
	switch s.model() {
	case mKind:
		return c.kind(name, s, preserve)
	case mArray:
		rel, keys, err := listRelationship(s.ext)
		if err != "" {
			c.errorf(name, "%s", err)
		}
		return atom{list: &smdList{elem: c.ref(name, s.items[0], preserve), rel: rel, keys: keys}}
	case mMap:
		rel, err := mapRelationship(s.ext)
		if err != "" {
			c.errorf(name, "%s", err)
		}
		sub := s.addl
		if sub == nil {
			sub = &oaSchema{}
		}
		return atom{mapT: &smdMap{elem: c.ref(name, sub, preserve), rel: rel}}
	case mPrimitive:
		if name == quantityName {
			return atom{scalar: "untyped"}
		}
		return atom{scalar: scalarOf(s.types[0], s.format)}
	case mArbitrary:
		return untyped(deducedName, "separable")
	}
	return atom{}
}

// kind converts an object with properties to a map with fields.
func (c *converter) kind(name string, s *oaSchema, preserve bool) atom {
	if p, ok := s.ext["x-kubernetes-preserve-unknown-fields"]; ok && p == true {
		preserve = true
	}
	m := &smdMap{}
	for _, f := range slices.Sorted(maps.Keys(s.props)) {
		p := s.props[f]
		m.fields = append(m.fields, smdField{name: f, typ: c.ref(name, p, preserve), def: p.def, hasDef: p.hasDef})
	}
	unions, err := makeUnions(s.ext)
	if err != "" {
		c.errorf(name, "%s", err)
		return atom{mapT: m}
	}
	m.unions = unions
	if preserve {
		m.elem = typeRef{named: deducedName}
	}
	if m.rel, err = mapRelationship(s.ext); err != "" {
		c.errorf(name, "%s", err)
	}
	return atom{mapT: m}
}

// ref converts a field's, an element's or an item's schema: a reference
// by name, anything else inlined.
func (c *converter) ref(name string, s *oaSchema, preserve bool) typeRef {
	if s.model() == mRef {
		target := strings.TrimPrefix(s.ref, defsPrefix)
		if target == rawExtName {
			return typeRef{named: untypedName}
		}
		_, n := path.Split(target)
		rel, err := mapRelationship(s.ext)
		if err != "" {
			c.errorf(name, "%s", err)
		}
		return typeRef{named: n, rel: rel}
	}
	a := c.atom("inlined in "+name, s, preserve)
	if a.empty() {
		return typeRef{named: untypedName}
	}
	return typeRef{inlined: a}
}

// scalarOf is the scalar of an OpenAPI primitive type.
func scalarOf(typ, format string) string {
	switch {
	case typ == "integer" || typ == "number":
		return "numeric"
	case typ == "string" && (format == "" || format == "byte"):
		return "string"
	case typ == "boolean":
		return "boolean"
	}
	return "untyped"
}
