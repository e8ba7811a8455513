package cgopts

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// kind is the type of a generator's field, as controller-tools reads it.
type kind int

const (
	stringField kind = iota
	boolField
	intField
	listField
)

// placeholder is how a field's value is written in synopses.
func (k kind) placeholder() string {
	return [...]string{"<string>", "true|false", "<int>", "<a>[;<b>...]"}[k]
}

// fieldSpec is one field a generator takes: controller-tools v0.23.0's
// marker:"..." fields of the generator's struct.
type fieldSpec struct {
	name     string
	kind     kind
	required bool
}

// genSpec is one of controller-gen's generators: what it writes, and its
// fields when gvkgen has it (nil: controller-gen's only).
type genSpec struct {
	what   string
	fields []fieldSpec
}

// header are the fields every generator gvkgen has takes.
var header = []fieldSpec{{name: "headerFile"}, {name: "year"}}

// generators are controller-gen v0.23.0's generators.
var generators = map[string]*genSpec{
	"object": {what: "DeepCopy methods", fields: header},
	"crd": {what: "CustomResourceDefinition manifests", fields: append([]fieldSpec{
		{name: "ignoreUnexportedFields", kind: boolField},
		{name: "allowDangerousTypes", kind: boolField},
		{name: "maxDescLen", kind: intField},
		{name: "crdVersions", kind: listField},
		{name: "generateEmbeddedObjectMeta", kind: boolField},
		{name: "deprecatedV1beta1CompatibilityPreserveUnknownFields", kind: boolField},
		{name: "omitToolVersion", kind: boolField},
	}, header...)},
	"rbac": {what: "RBAC role manifests", fields: append([]fieldSpec{
		{name: "roleName", required: true}, {name: "fileName"},
	}, header...)},
	"webhook":            {what: "webhook configuration manifests", fields: header},
	"schemapatch":        {what: "patches to existing CRD manifests"},
	"applyconfiguration": {what: "apply configuration types"},
}

// generatorNames are the names of controller-gen's generators that gvkgen
// has, sorted.
func generatorNames() []string {
	var out []string
	for name, g := range generators {
		if g.fields != nil {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// field returns the field name of g, or nil.
func (g *genSpec) field(name string) *fieldSpec {
	for i := range g.fields {
		if g.fields[i].name == name {
			return &g.fields[i]
		}
	}
	return nil
}

// synopsis is how generator name is written with all its fields.
func (g *genSpec) synopsis(name string) string {
	var fs []string
	for _, f := range g.fields {
		fs = append(fs, f.name+"="+f.kind.placeholder())
	}
	return name + ":" + strings.Join(fs, ",")
}

// fieldList is the fields of generator name, for messages.
func (g *genSpec) fieldList() string {
	var fs []string
	for _, f := range g.fields {
		fs = append(fs, f.name)
	}
	return strings.Join(fs, ", ")
}

// parseGenerator reads "name" or "name:field=value,...".
func parseGenerator(a, name string) (*Generator, *Error) {
	spec := generators[name]
	g := &Generator{Name: name, Arg: a}
	if a != name {
		if !strings.HasPrefix(a, name+":") {
			return nil, argError(a, len(name)+1, fmt.Sprintf("%s takes its fields after a colon: %s", name, spec.synopsis(name)))
		}
		sc := &scanner{s: a, pos: len(name) + 1}
		for {
			f, err := sc.field(name, spec, g)
			if err != nil {
				return nil, err
			}
			g.Fields = append(g.Fields, *f)
			sc.skipSpace()
			if sc.end() {
				break
			}
			if sc.peek() != ',' {
				return nil, sc.errorf(sc.pos, "unexpected %q after %s's value; separate %s's fields with a comma: %s", sc.rest(), f.Name, name, spec.synopsis(name))
			}
			sc.pos++
		}
	}
	for _, f := range spec.fields {
		if _, ok := g.Field(f.name); f.required && !ok {
			return nil, argError(a, len(a)+1, fmt.Sprintf("%s needs %s=<%s>, as controller-gen does: %s:%s=manager-role", name, f.name, f.name, name, f.name))
		}
	}
	return g, nil
}

// field reads one field=value of generator name (spec), g holding those
// read before it.
func (sc *scanner) field(name string, spec *genSpec, g *Generator) (*Field, *Error) {
	sc.skipSpace()
	start := sc.pos
	fname := sc.ident()
	if fname == "" {
		return nil, sc.errorf(start, "expected a field of %s: %s", name, spec.fieldList())
	}
	fs := spec.field(fname)
	sc.skipSpace()
	if fs == nil && sc.peek() != '=' && len(g.Fields) > 0 {
		return nil, sc.errorf(start, "%q is not a field of %s; separate a list's items with ; or list them in braces: %s={a,b}", fname, name, g.Fields[len(g.Fields)-1].Name)
	}
	if fs == nil {
		return nil, sc.errorf(start, "unknown field %q of %s; %s takes %s%s", fname, name, name, spec.fieldList(), didYouMean(fname, strings.Split(spec.fieldList(), ", ")...))
	}
	if sc.peek() != '=' {
		return nil, sc.errorf(sc.pos, "expected = after %s (%s:%s=%s)", fname, name, fname, fs.kind.placeholder())
	}
	sc.pos++
	if _, seen := g.Field(fname); seen {
		return nil, sc.errorf(start, "%s is given twice; give it once", fname)
	}
	v, err := sc.fieldValue(fs)
	if err != nil {
		return nil, err
	}
	return &Field{Name: fname, Value: v, Col: start + 1}, nil
}

// fieldValue reads the value of field fs, as its flag takes it.
func (sc *scanner) fieldValue(fs *fieldSpec) (string, *Error) {
	sc.skipSpace()
	vpos := sc.pos
	if fs.kind == listField {
		items, err := sc.list("item")
		if err == nil && len(items) == 0 {
			err = sc.errorf(vpos, "no item in %s=; give at least one: %s=v1", fs.name, fs.name)
		}
		return strings.Join(items, ","), err
	}
	v, err := sc.value()
	if err != nil {
		return "", err
	}
	switch {
	case fs.kind == boolField && v != "true" && v != "false":
		return "", sc.errorf(vpos, "%s takes true or false, not %q", fs.name, v)
	case fs.kind == intField:
		if _, err := strconv.Atoi(v); err != nil {
			return "", sc.errorf(vpos, "%s takes an integer, not %q", fs.name, v)
		}
	case fs.name == "headerFile" && v == "":
		return "", sc.errorf(vpos, "headerFile is empty; name the header file (headerFile=hack/boilerplate.go.txt), or leave headerFile out for no header")
	case fs.required && v == "":
		return "", sc.errorf(vpos, "%s is empty; give it a value", fs.name)
	}
	return v, nil
}
