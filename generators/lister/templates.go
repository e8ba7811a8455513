package lister

import "github.com/gvk-dev/gvkgen/generators/internal/genclientlite"

// The text of upstream's listers, before gofmt: {{raw .X}} spells an
// identifier of another package through the output file.
var (
	expansion = genclientlite.NewSnippet("expansion", `
// {{.T}}ListerExpansion allows custom methods to be added to
// {{.T}}Lister.
type {{.T}}ListerExpansion interface {}
{{if .Namespaced}}
// {{.T}}NamespaceListerExpansion allows custom methods to be added to
// {{.T}}NamespaceLister.
type {{.T}}NamespaceListerExpansion interface {}
{{end}}`)

	listerSnippet = genclientlite.NewSnippet("lister", `
// {{.T}}Lister helps list {{.Ts}}.
// All objects returned here must be treated as read-only.
type {{.T}}Lister interface {
	// List lists all {{.Ts}} in the indexer.
	// Objects returned here must be treated as read-only.
	List(selector {{raw .Selector}}) (ret []*{{raw .Type}}, err error)
{{- if .Namespaced}}
	// {{.Ts}} returns an object that can list and get {{.Ts}}.
	{{.Ts}}(namespace string) {{.T}}NamespaceLister
{{- else}}
	// Get retrieves the {{.T}} from the index for a given name.
	// Objects returned here must be treated as read-only.
	Get(name string) (*{{raw .Type}}, error)
{{- end}}
	{{.T}}ListerExpansion
}

// {{.t}}Lister implements the {{.T}}Lister interface.
type {{.t}}Lister struct {
	{{raw .ResourceIndexer}}[*{{raw .Type}}]
}

// New{{.T}}Lister returns a new {{.T}}Lister.
func New{{.T}}Lister(indexer {{raw .Indexer}}) {{.T}}Lister {
	return &{{.t}}Lister{ {{- raw .New}}[*{{raw .Type}}](indexer, {{raw .Resource}}("{{.lower}}"))}
}
{{if .Namespaced}}
// {{.Ts}} returns an object that can list and get {{.Ts}}.
func (s *{{.t}}Lister) {{.Ts}}(namespace string) {{.T}}NamespaceLister {
	return {{.t}}NamespaceLister{ {{- raw .NewNamespaced}}[*{{raw .Type}}](s.ResourceIndexer, namespace)}
}

// {{.T}}NamespaceLister helps list and get {{.Ts}}.
// All objects returned here must be treated as read-only.
type {{.T}}NamespaceLister interface {
	// List lists all {{.Ts}} in the indexer for a given namespace.
	// Objects returned here must be treated as read-only.
	List(selector {{raw .Selector}}) (ret []*{{raw .Type}}, err error)
	// Get retrieves the {{.T}} from the indexer for a given namespace and name.
	// Objects returned here must be treated as read-only.
	Get(name string) (*{{raw .Type}}, error)
	{{.T}}NamespaceListerExpansion
}

// {{.t}}NamespaceLister implements the {{.T}}NamespaceLister
// interface.
type {{.t}}NamespaceLister struct {
	{{raw .ResourceIndexer}}[*{{raw .Type}}]
}
{{end}}`)
)
