package openapi

import "github.com/gvk-dev/gvkgen/generators/universe"

// Packages the generated code names.
const (
	commonPkg = "k8s.io/kube-openapi/pkg/common"
	specPkg   = "k8s.io/kube-openapi/pkg/validation/spec"
	ptrPkg    = "k8s.io/utils/ptr"
)

// returns reports whether method name of t takes nothing and returns one
// value of the type pkg.name ("" and "[]string" for unnamed types).
func returns(t *universe.Type, name, pkg, result string) bool {
	m := t.Methods[name]
	if m == nil {
		return false
	}
	ps, rs := m.Params(), m.Results()
	if len(ps) != 0 || len(rs) != 1 || rs[0] == nil {
		return false
	}
	return rs[0].Name.Package == pkg && rs[0].Name.Name == result
}

// methodsOf finds t's hand-written OpenAPI methods.
func methodsOf(t *universe.Type) Methods {
	return Methods{
		Definition:    returns(t, "OpenAPIDefinition", commonPkg, "OpenAPIDefinition"),
		V3Definition:  returns(t, "OpenAPIV3Definition", commonPkg, "OpenAPIDefinition"),
		TypeAndFormat: returns(t, "OpenAPISchemaType", "", "[]string") && returns(t, "OpenAPISchemaFormat", "", "string"),
		V3OneOf:       returns(t, "OpenAPIV3OneOfTypes", "", "[]string"),
		ModelName:     hasModelNameMethod(t),
	}
}

// hasModelNameMethod reports whether t has a hand-written
// OpenAPIModelName() string.
func hasModelNameMethod(t *universe.Type) bool {
	return returns(t, "OpenAPIModelName", "", "string")
}

// typeInfo is what OpenAPI knows of a Go type by its name
// (kube-openapi's common.OpenAPITypeFormat and OpenAPIZeroValue).
type typeInfo struct {
	typ, format string
	zero        any
}

var simpleTypes = map[string]typeInfo{
	"uint":        {"integer", "int32", 0.},
	"uint8":       {"integer", "byte", 0.},
	"uint16":      {"integer", "int32", 0.},
	"uint32":      {"integer", "int64", 0.},
	"uint64":      {"integer", "int64", 0.},
	"int":         {"integer", "int32", 0.},
	"int8":        {"integer", "byte", 0.},
	"int16":       {"integer", "int32", 0.},
	"int32":       {"integer", "int32", 0.},
	"int64":       {"integer", "int64", 0.},
	"byte":        {"integer", "byte", 0},
	"float64":     {"number", "double", 0.},
	"float32":     {"number", "float", 0.},
	"bool":        {"boolean", "", false},
	"time.Time":   {"string", "date-time", ""},
	"string":      {"string", "", ""},
	"integer":     {"integer", "", 0.},
	"number":      {"number", "", 0.},
	"boolean":     {"boolean", "", false},
	"[]byte":      {"string", "byte", ""},
	"interface{}": {"object", "", nil},
}

// typeFormat is the OpenAPI type and format of a Go type name, empty for
// one that is not simple.
func typeFormat(name string) (string, string) {
	i := simpleTypes[name]
	return i.typ, i.format
}

// resolve follows aliases and pointers to the type a property describes.
func resolve(t *universe.Type) *universe.Type {
	for {
		switch t.Kind {
		case universe.Alias:
			t = t.Underlying
		case universe.Pointer:
			t = t.Elem
		default:
			return t
		}
	}
}
