package genclientlite

import (
	"strings"
	"text/template"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// Snippet is Go source written as a text/template, as upstream's
// generators write their files: the template names other packages' identifiers
// only through {{raw .x}}, whose value is an emit.Ident, spelled through the
// output file (which records the import at that moment, so imports are
// named in the order the text names them, as upstream's are). It is
// parsed once.
type Snippet struct {
	t *template.Template
}

// NewSnippet parses text; it panics on a malformed template (a bug, which
// the tests catch).
func NewSnippet(name, text string) *Snippet {
	t := template.Must(template.New(name).Funcs(template.FuncMap{"raw": noFile}).Parse(text))
	return &Snippet{t: t}
}

func noFile(emit.Ident) string { panic("genclientlite: raw outside Render") }

// Render executes the snippet with data, spelling identifiers through f,
// and returns the text as a declaration of f's file.
func (s *Snippet) Render(f *emit.File, data any) (jen.Code, error) {
	t, err := s.t.Clone()
	if err != nil {
		return nil, err
	}
	t.Funcs(template.FuncMap{"raw": f.Text})
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return nil, err
	}
	return jen.Op(b.String()), nil
}
