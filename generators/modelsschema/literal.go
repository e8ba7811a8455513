package modelsschema

import (
	"go/ast"

	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// literalDefinition is the schema t's hand-written method name
// (OpenAPIDefinition or OpenAPIV3Definition) returns, when its body is one
// literal common.OpenAPIDefinition{Schema: spec.Schema{SchemaProps:
// spec.SchemaProps{...}}} whose SchemaProps set only Description, Type and
// Format to literals.
func (w *writer) literalDefinition(t *universe.Type, name string) (shape, *Error) {
	const example = `common.OpenAPIDefinition{Schema: spec.Schema{SchemaProps: spec.SchemaProps{Type: []string{"string"}}}}`
	e, pos, err := w.returned(t, name, example)
	if err != nil {
		return shape{}, err
	}
	props := field(field(e, "OpenAPIDefinition", "Schema"), "Schema", "SchemaProps")
	lit, ok := props.(*ast.CompositeLit)
	if !ok || !named(lit.Type, "SchemaProps") {
		return shape{}, notLiteral(t, name, pos, example)
	}
	s := &openapi.Schema{TypeFromMethods: true}
	sh := shape{s: s}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		key, _ := kv.Key.(*ast.Ident)
		if !ok || key == nil {
			return shape{}, notLiteral(t, name, pos, example)
		}
		ok = false
		switch key.Name {
		case "Description":
			s.Description, ok = stringLit(kv.Value)
		case "Format":
			sh.format, ok = stringLit(kv.Value)
		case "Type":
			sh.typ, ok = stringsLit(kv.Value)
		}
		if !ok {
			return shape{}, notLiteral(t, name, pos, example)
		}
	}
	return sh, nil
}

// field is the value of key in the composite literal e of type typ (a
// selector X.typ), nil if e is none or lacks it.
func field(e ast.Expr, typ, key string) ast.Expr {
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !named(lit.Type, typ) || len(lit.Elts) != 1 {
		return nil
	}
	kv, ok := lit.Elts[0].(*ast.KeyValueExpr)
	if !ok {
		return nil
	}
	if id, ok := kv.Key.(*ast.Ident); ok && id.Name == key {
		return kv.Value
	}
	return nil
}

// named reports whether the type expression e is pkg.name.
func named(e ast.Expr, name string) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == name
}

// stringsLit is the value of a []string{"..."} literal.
func stringsLit(e ast.Expr) ([]string, bool) {
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	out := []string{}
	for _, el := range lit.Elts {
		s, ok := stringLit(el)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}
