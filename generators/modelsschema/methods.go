package modelsschema

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

func isUpper(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.IsUpper(r)
}

// literalTypes is what t's OpenAPISchemaType returns, when its body is
// return []string{"..."}.
func (w *writer) literalTypes(t *universe.Type) ([]string, *Error) {
	e, pos, err := w.returned(t, "OpenAPISchemaType", `[]string{"string"}`)
	if err != nil {
		return nil, err
	}
	out, ok := stringsLit(e)
	if !ok {
		return nil, notLiteral(t, "OpenAPISchemaType", pos, `[]string{"string"}`)
	}
	return out, nil
}

// literalFormat is what t's OpenAPISchemaFormat returns, when its body is
// return "...".
func (w *writer) literalFormat(t *universe.Type) (string, *Error) {
	e, pos, err := w.returned(t, "OpenAPISchemaFormat", `"date-time"`)
	if err != nil {
		return "", err
	}
	s, ok := stringLit(e)
	if !ok {
		return "", notLiteral(t, "OpenAPISchemaFormat", pos, `"date-time"`)
	}
	return s, nil
}

func notLiteral(t *universe.Type, method string, pos token.Position, example string) *Error {
	return &Error{pos, fmt.Sprintf("%s.%s: models-schema's JSON needs its result, and it is not one literal (return %s); run the models-schema program for this type, or return a literal", t, method, example)}
}

func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// returned is the expression of the one return statement of t's method
// name, read from its source file.
func (w *writer) returned(t *universe.Type, name, example string) (ast.Expr, token.Position, *Error) {
	m := t.Methods[name]
	if m == nil {
		return nil, t.Pos, &Error{t.Pos, fmt.Sprintf("type %s: method %s not found", t, name)}
	}
	fd, err := w.funcDecl(t, m)
	if err != nil {
		return nil, m.Pos, &Error{m.Pos, fmt.Sprintf("%s.%s: %v", t, name, err)}
	}
	if fd.Body == nil || len(fd.Body.List) != 1 {
		return nil, m.Pos, notLiteral(t, name, m.Pos, example)
	}
	ret, ok := fd.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil, m.Pos, notLiteral(t, name, m.Pos, example)
	}
	return ret.Results[0], m.Pos, nil
}

// funcDecl parses the file that declares m and finds m in it, by the line
// the universe recorded.
func (w *writer) funcDecl(t *universe.Type, m *universe.Method) (*ast.FuncDecl, error) {
	p := w.u.Package(t.Name.Package)
	if p == nil {
		return nil, fmt.Errorf("package %s not loaded", t.Name.Package)
	}
	file := filepath.Join(p.Dir, filepath.Base(m.Pos.Filename))
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if ok && fd.Recv != nil && fd.Name.Name == m.Name && fset.Position(fd.Name.Pos()).Line == m.Pos.Line {
			return fd, nil
		}
	}
	return nil, fmt.Errorf("declaration not found in %s", file)
}
