package informer

import "github.com/gvk-dev/gvkgen/generators/internal/genclientlite"

// versionInterface is <group>/<version>/interface.go.
var versionInterface = genclientlite.NewSnippet("versionInterface", `
// Interface provides access to all the informers in this group version.
type Interface interface {
{{- range .Types}}
	// {{.Ts}} returns a {{.T}}Informer.
	{{.Ts}}() Typed{{.T}}Informer
{{- end}}
}

type version struct {
	factory          {{raw .interfacesSharedInformerFactory}}
	namespace        string
	tweakListOptions {{raw .interfacesTweakListOptionsFunc}}
}

// New returns a new Interface.
func New(f {{raw .interfacesSharedInformerFactory}}, namespace string, tweakListOptions {{raw .interfacesTweakListOptionsFunc}}) Interface {
	return &version{factory: f, namespace: namespace, tweakListOptions: tweakListOptions}
}
{{range .Types}}
// {{.Ts}} returns a Typed{{.T}}Informer.
func (v *version) {{.Ts}}() Typed{{.T}}Informer {
	return &{{.t}}Informer{factory: v.factory{{if .Namespaced}}, namespace: v.namespace{{end}}, tweakListOptions: v.tweakListOptions}
}
{{end}}`)

// groupInterface is <group>/interface.go.
var groupInterface = genclientlite.NewSnippet("groupInterface", `
// Interface provides access to each of this group's versions.
type Interface interface {
{{- range .Versions}}
	// {{.Name}} provides access to shared informers for resources in {{.Name}}.
	{{.Name}}() {{raw .Interface}}
{{- end}}
}

type group struct {
	factory          {{raw .interfacesSharedInformerFactory}}
	namespace        string
	tweakListOptions {{raw .interfacesTweakListOptionsFunc}}
}

// New returns a new Interface.
func New(f {{raw .interfacesSharedInformerFactory}}, namespace string, tweakListOptions {{raw .interfacesTweakListOptionsFunc}}) Interface {
	return &group{factory: f, namespace: namespace, tweakListOptions: tweakListOptions}
}
{{range .Versions}}
// {{.Name}} returns a new {{raw .Interface}}.
func (g *group) {{.Name}}() {{raw .Interface}} {
	return {{raw .New}}(g.factory, g.namespace, g.tweakListOptions)
}
{{end}}`)

// generic is generic.go: the generic informer and ForResource, by group
// and version.
var generic = genclientlite.NewSnippet("generic", `
// GenericInformer is type of SharedIndexInformer which will locate and delegate to other
// sharedInformers based on type
type GenericInformer interface {
	Informer() {{raw .cacheSharedIndexInformer}}
	Lister() {{raw .cacheGenericLister}}
}

type genericInformer struct {
	informer {{raw .cacheSharedIndexInformer}}
	resource {{raw .schemaGroupResource}}
}

// Informer returns the SharedIndexInformer.
func (f *genericInformer) Informer() {{raw .cacheSharedIndexInformer}} {
	return f.informer
}

// Lister returns the GenericLister.
func (f *genericInformer) Lister() {{raw .cacheGenericLister}} {
	return {{raw .cacheNewGenericLister}}(f.Informer().GetIndexer(), f.resource)
}

// ForResource gives generic access to a shared informer of the matching type
// TODO extend this to unknown resources with a client pool
func (f *sharedInformerFactory) ForResource(resource {{raw .schemaGroupVersionResource}}) (GenericInformer, error) {
	switch resource {
{{- range $i, $v := .Versions}}
{{if $i}}	{{end}}	// Group={{.Group}}, Version={{.Version}}
{{- range .Resources}}
	case {{raw $v.Scheme}}.WithResource("{{.Resource}}"):
		return &genericInformer{resource: resource.GroupResource(), informer: f.{{$v.GroupGoName}}().{{$v.GoVersion}}().{{.Plural}}().Informer()}, nil
{{- end}}
{{end}}
	}

	return nil, {{raw .fmtErrorf}}("no informer found for %v", resource)
}
`)
