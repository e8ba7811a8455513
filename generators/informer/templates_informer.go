package informer

import "github.com/gvk-dev/gvkgen/generators/internal/genclientlite"

// informer is <group>/<version>/<type>.go: a type's informer, typed and
// untyped, its constructors and its conversions.
var informer = genclientlite.NewSnippet("informer", `
// {{.T}}Informer provides access to a shared informer and lister for
// {{.Ts}}. Prefer using the type-safe variant (see [Typed{{.T}}Informer]).
type {{.T}}Informer interface {
	Informer() {{raw .cacheSharedIndexInformer}}
	Lister() {{raw .Lister}}
}

// Typed{{.T}}Informer provides access to a shared informer and lister for
// {{.Ts}}, including the type-safe TypedInformer variant.
// It is a superset of {{.T}}Informer.
type Typed{{.T}}Informer interface {
	Informer() {{raw .cacheSharedIndexInformer}}
	TypedInformer() {{.T}}IndexInformer
	Lister() {{raw .Lister}}
}

// {{.T}}IndexInformer is a wrapper around the underlying [{{raw .cacheSharedIndexInformer}}]
// with type-safe variants of several methods.
type {{.T}}IndexInformer {{raw .cacheTypedSharedIndexInformer}}[*{{raw .Type}}]

// {{.T}}HandlerFuncs is a specialization of [{{raw .cacheTypedResourceEventHandlerFuncs}}] for {{.T}}.
type {{.T}}HandlerFuncs = {{raw .cacheTypedResourceEventHandlerFuncs}}[*{{raw .Type}}]

// {{.T}}DetailedHandlerFuncs is a specialization of [{{raw .cacheTypedResourceEventHandlerDetailedFuncs}}] for {{.T}}.
type {{.T}}DetailedHandlerFuncs = {{raw .cacheTypedResourceEventHandlerDetailedFuncs}}[*{{raw .Type}}]

// {{.T}}FilteringHandler is a specialization of [{{raw .cacheTypedFilteringResourceEventHandler}}] for {{.T}}.
type {{.T}}FilteringHandler = {{raw .cacheTypedFilteringResourceEventHandler}}[*{{raw .Type}}]

// {{.T}}Indexers is a specialization of [{{raw .cacheTypedIndexers}}] for {{.T}}.
type {{.T}}Indexers = {{raw .cacheTypedIndexers}}[*{{raw .Type}}]

// Deleted{{.T}} is a specialization of [{{raw .cacheDeletedObject}}] for {{.T}}.
type Deleted{{.T}} = {{raw .cacheDeletedObject}}[*{{raw .Type}}]

type {{.t}}Informer struct {
	factory          {{raw .interfacesSharedInformerFactory}}
	tweakListOptions {{raw .interfacesTweakListOptionsFunc}}
{{- if .Namespaced}}
	namespace        string
{{- end}}
}

// New{{.T}}Informer constructs a new informer for {{.T}} type.
// Always prefer using an informer factory to get a shared informer instead of getting an independent
// one. This reduces memory footprint and number of connections to the server.
// If you really need an independent one, prefer using the type-safe variant (see [NewTyped{{.T}}Informer]).
func New{{.T}}Informer(client {{raw .clientSetInterface}}{{if .Namespaced}}, namespace string{{end}}, resyncPeriod {{raw .timeDuration}}, indexers {{raw .cacheIndexers}}) {{raw .cacheSharedIndexInformer}} {
	return New{{.T}}InformerWithOptions(client{{if .Namespaced}}, namespace{{end}}, {{raw .interfacesInformerOptions}}{ResyncPeriod: resyncPeriod, Indexers: indexers})
}

// NewTyped{{.T}}Informer constructs a new informer for {{.T}} type.
// Always prefer using an informer factory to get a shared informer instead of getting an independent
// one. This reduces memory footprint and number of connections to the server.
func NewTyped{{.T}}Informer(client {{raw .clientSetInterface}}{{if .Namespaced}}, namespace string{{end}}, resyncPeriod {{raw .timeDuration}}, indexers {{.T}}Indexers) {{.T}}IndexInformer {
	return NewTyped{{.T}}InformerWithOptions(client{{if .Namespaced}}, namespace{{end}}, {{raw .interfacesInformerOptions}}{ResyncPeriod: resyncPeriod, Indexers: {{raw .cacheTypedIndexersToIndexers}}(indexers)})
}

// NewFiltered{{.T}}Informer constructs a new informer for {{.T}} type.
// Always prefer using an informer factory to get a shared informer instead of getting an independent
// one. This reduces memory footprint and number of connections to the server.
// If you really need an independent one, prefer using the type-safe variant (see [NewTypedFiltered{{.T}}Informer]).
func NewFiltered{{.T}}Informer(client {{raw .clientSetInterface}}{{if .Namespaced}}, namespace string{{end}}, resyncPeriod {{raw .timeDuration}}, indexers {{raw .cacheIndexers}}, tweakListOptions {{raw .interfacesTweakListOptionsFunc}}) {{raw .cacheSharedIndexInformer}} {
	return NewTyped{{.T}}InformerWithOptions(client{{if .Namespaced}}, namespace{{end}}, {{raw .interfacesInformerOptions}}{ResyncPeriod: resyncPeriod, Indexers: indexers, TweakListOptions: tweakListOptions})
}

// NewTypedFiltered{{.T}}Informer constructs a new informer for {{.T}} type.
// Always prefer using an informer factory to get a shared informer instead of getting an independent
// one. This reduces memory footprint and number of connections to the server.
func NewTypedFiltered{{.T}}Informer(client {{raw .clientSetInterface}}{{if .Namespaced}}, namespace string{{end}}, resyncPeriod {{raw .timeDuration}}, indexers {{.T}}Indexers, tweakListOptions {{raw .interfacesTweakListOptionsFunc}}) {{.T}}IndexInformer {
	return NewTyped{{.T}}InformerWithOptions(client{{if .Namespaced}}, namespace{{end}}, {{raw .interfacesInformerOptions}}{ResyncPeriod: resyncPeriod, Indexers: {{raw .cacheTypedIndexersToIndexers}}(indexers), TweakListOptions: tweakListOptions})
}

// New{{.T}}InformerWithOptions constructs a new informer for {{.T}} type with additional options.
// Always prefer using an informer factory to get a shared informer instead of getting an independent
// one. This reduces memory footprint and number of connections to the server.
// If you really need an independent one, prefer using the type-safe variant (see [NewTyped{{.T}}InformerWithOptions]).
func New{{.T}}InformerWithOptions(client {{raw .clientSetInterface}}{{if .Namespaced}}, namespace string{{end}}, options {{raw .interfacesInformerOptions}}) {{raw .cacheSharedIndexInformer}} {
	return NewTyped{{.T}}InformerWithOptions(client{{if .Namespaced}}, namespace{{end}}, options)
}

// NewTyped{{.T}}InformerWithOptions constructs a new informer for {{.T}} type with additional options.
// Always prefer using an informer factory to get a shared informer instead of getting an independent
// one. This reduces memory footprint and number of connections to the server.
func NewTyped{{.T}}InformerWithOptions(client {{raw .clientSetInterface}}{{if .Namespaced}}, namespace string{{end}}, options {{raw .interfacesInformerOptions}}) {{.T}}IndexInformer {
	gvr := {{raw .schemaGroupVersionResource}}{Group: "{{.GroupName}}", Version: "{{.VersionName}}", Resource: "{{.ResourceName}}"}
	identifier := options.InformerName.WithResource(gvr)
	tweakListOptions := options.TweakListOptions
	return {{raw .cacheNewTypedSharedIndexInformer}}[*{{raw .Type}}]({{raw .cacheNewSharedIndexInformerWithOptions}}(
		{{raw .cacheToListWatcherWithWatchListSemantics}}(&{{raw .cacheListWatch}}{
			ListFunc: func(opts {{raw .v1ListOptions}}) ({{raw .runtimeObject}}, error) {
				if tweakListOptions != nil {
					tweakListOptions(&opts)
				}
				return client.{{.Group}}{{.Version}}().{{.Ts}}({{if .Namespaced}}namespace{{end}}).List({{raw .contextBackground}}(), opts)
			},
			WatchFunc: func(opts {{raw .v1ListOptions}}) ({{raw .watchInterface}}, error) {
				if tweakListOptions != nil {
					tweakListOptions(&opts)
				}
				return client.{{.Group}}{{.Version}}().{{.Ts}}({{if .Namespaced}}namespace{{end}}).Watch({{raw .contextBackground}}(), opts)
			},
			ListWithContextFunc: func(ctx {{raw .contextContext}}, opts {{raw .v1ListOptions}}) ({{raw .runtimeObject}}, error) {
				if tweakListOptions != nil {
					tweakListOptions(&opts)
				}
				return client.{{.Group}}{{.Version}}().{{.Ts}}({{if .Namespaced}}namespace{{end}}).List(ctx, opts)
			},
			WatchFuncWithContext: func(ctx {{raw .contextContext}}, opts {{raw .v1ListOptions}}) ({{raw .watchInterface}}, error) {
				if tweakListOptions != nil {
					tweakListOptions(&opts)
				}
				return client.{{.Group}}{{.Version}}().{{.Ts}}({{if .Namespaced}}namespace{{end}}).Watch(ctx, opts)
			},
		}, client),
		&{{raw .Type}}{},
		{{raw .cacheSharedIndexInformerOptions}}{
			ResyncPeriod: options.ResyncPeriod,
			Indexers:     options.Indexers,
			Identifier:   identifier,
		},
	))
}

func (f *{{.t}}Informer) defaultInformer(client {{raw .clientSetInterface}}, resyncPeriod {{raw .timeDuration}}) {{raw .cacheSharedIndexInformer}} {
	return NewTyped{{.T}}InformerWithOptions(client{{if .Namespaced}}, f.namespace{{end}}, {{raw .interfacesInformerOptions}}{ResyncPeriod: resyncPeriod, Indexers: {{raw .cacheIndexers}}{ {{- raw .cacheNamespaceIndex}}: {{raw .cacheMetaNamespaceIndexFunc}}}, InformerName: f.factory.InformerName(), TweakListOptions: f.tweakListOptions})
}

func (f *{{.t}}Informer) Informer() {{raw .cacheSharedIndexInformer}} {
	return f.TypedInformer()
}

func (f *{{.t}}Informer) TypedInformer() {{.T}}IndexInformer {
	return {{raw .cacheNewTypedSharedIndexInformer}}[*{{raw .Type}}](f.factory.InformerFor(&{{raw .Type}}{}, f.defaultInformer))
}

func (f *{{.t}}Informer) Lister() {{raw .Lister}} {
	return {{raw .NewLister}}(f.Informer().GetIndexer())
}

// ToTyped{{.T}}Informer converts an untyped informer into a Typed{{.T}}Informer.
//
// WARNING: this conversion is only safe if the informer handles objects of type
// *{{.T}}. If that is not the case, calling type-safe methods of the returned
// Typed{{.T}}Informer leads to runtime panics. A safer alternative is to pass
// around a Typed{{.T}}Informer instances that was obtained from a
// SharedInformerFactory.
func ToTyped{{.T}}Informer(informer {{.T}}Informer) Typed{{.T}}Informer {
	if informer, ok := informer.(Typed{{.T}}Informer); ok {
		return informer
	}
	return &{{.t}}TypedInformerAdapter{informer}
}

type {{.t}}TypedInformerAdapter struct {
	{{.T}}Informer
}

func (a *{{.t}}TypedInformerAdapter) TypedInformer() {{.T}}IndexInformer {
	return {{raw .cacheNewTypedSharedIndexInformer}}[*{{raw .Type}}](a.Informer())
}

// To{{.T}}IndexInformer converts an untyped informer into a {{.T}}IndexInformer.
//
// WARNING: this conversion is only safe if the informer handles objects of type
// *{{.T}}. If that is not the case, calling type-safe methods of the returned
// {{.T}}IndexInformer leads to runtime panics. A safer alternative is to pass
// around a {{.T}}IndexInformer instances that was obtained from a
// SharedInformerFactory.
func To{{.T}}IndexInformer(informer {{raw .cacheSharedIndexInformer}}) {{.T}}IndexInformer {
	if informer, ok := informer.({{.T}}IndexInformer); ok {
		return informer
	}
	return {{raw .cacheNewTypedSharedIndexInformer}}[*{{raw .Type}}](informer)
}
`)
