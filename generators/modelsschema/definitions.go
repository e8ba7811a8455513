package modelsschema

import (
	"bytes"
	"fmt"
	"go/token"
	"sort"

	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Error is a definition that cannot be written without compiling: where,
// and why.
type Error struct {
	Pos token.Position
	Msg string
}

// Document returns the models-schema JSON of m, or the errors of the
// definitions it cannot write (each at the type or method at fault).
func Document(u *universe.Universe, m *openapi.Model) ([]byte, []Error) {
	w := &writer{u: u}
	names := modelNames(m)
	type entry struct {
		key string
		d   *openapi.Definition
	}
	var entries []entry
	for _, d := range m.Definitions {
		if exported(d.Type.Name.Name) {
			entries = append(entries, entry{refName(d.Type, d.UsesModelName, names), d})
		}
	}
	// A later entry of one key wins, as in GetOpenAPIDefinitions' literal.
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].key < entries[j].key })
	w.b.WriteString(`{"swagger":"2.0","info":{"title":"Kubernetes","version":"unversioned"},"paths":null,"definitions":`)
	o := newObject(&w.b)
	var errs []Error
	for i, e := range entries {
		if i+1 < len(entries) && entries[i+1].key == e.key {
			continue
		}
		o.key(e.key)
		if err := w.definition(e.d, names); err != nil {
			errs = append(errs, *err)
		}
	}
	o.close()
	w.b.WriteByte('}')
	if errs != nil {
		return nil, errs
	}
	return bytes.Clone(w.b.Bytes()), nil
}

// modelNames are the OpenAPI model names of the definitions' types, by
// which they and references to them are named when UsesModelName is set.
func modelNames(m *openapi.Model) map[*universe.Type]string {
	out := map[*universe.Type]string{}
	for _, d := range m.Definitions {
		out[d.Type] = d.ModelName
	}
	return out
}

// definition writes a definition's schema: the one its fields give, or,
// for a type whose OpenAPISchemaType and OpenAPISchemaFormat give it, those
// methods' (literal) results. A hand-written OpenAPIDefinition is code
// that only running it tells.
func (w *writer) definition(d *openapi.Definition, names map[*universe.Type]string) *Error {
	ms := d.Methods
	var sh shape
	var err *Error
	switch {
	case ms.TypeAndFormat:
		sh, err = w.methodShape(d)
	case ms.Definition:
		// The v2 schema models-schema keeps.
		sh, err = w.literalDefinition(d.Type, "OpenAPIDefinition")
	case ms.V3Definition:
		sh, err = w.literalDefinition(d.Type, "OpenAPIV3Definition")
	case d.Schema == nil:
		return &Error{d.Type.Pos, fmt.Sprintf("type %s: the openapi generator gave no schema", d.Type)}
	default:
		sh = shape{s: d.Schema}
	}
	if err != nil {
		return err
	}
	if err := w.schema(sh, names); err != nil {
		return &Error{d.Type.Pos, fmt.Sprintf("type %s: %v", d.Type, err)}
	}
	return nil
}

// methodShape is the schema of a type whose OpenAPISchemaType and
// OpenAPISchemaFormat give its type and format.
func (w *writer) methodShape(d *openapi.Definition) (shape, *Error) {
	typ, err := w.literalTypes(d.Type)
	if err != nil {
		return shape{}, err
	}
	format, err := w.literalFormat(d.Type)
	if err != nil {
		return shape{}, err
	}
	return shape{s: d.Schema, typ: typ, format: format}, nil
}

// exported reports whether a Go name is public (its first letter upper
// case): GetOpenAPIDefinitions holds only those.
func exported(name string) bool {
	return name != "" && name[0] >= 'A' && name[0] <= 'Z' || name != "" && name[0] >= 0x80 && isUpper(name)
}
