package informer

import "github.com/gvk-dev/gvkgen/generators/internal/genclientlite"

// factory is factory.go: the shared informer factory, its options and an
// accessor per group. It is upstream's output, formatted, with
// {{raw .x}} for each identifier of another package (spelled through the
// output file, which records its import).
var factory = genclientlite.NewSnippet("factory", `
// SharedInformerOption defines the functional option type for SharedInformerFactory.
type SharedInformerOption func(*sharedInformerFactory) *sharedInformerFactory

type sharedInformerFactory struct {
	client           {{raw .clientSetInterface}}
	namespace        string
	tweakListOptions {{raw .interfacesTweakListOptionsFunc}}
	lock             {{raw .syncMutex}}
	defaultResync    {{raw .timeDuration}}
	customResync     map[{{raw .reflectType}}]{{raw .timeDuration}}
	transform        {{raw .cacheTransformFunc}}
	informerName     *{{raw .cacheInformerName}}

	informers map[{{raw .reflectType}}]{{raw .cacheSharedIndexInformer}}
	// startedInformers is used for tracking which informers have been started.
	// This allows Start() to be called multiple times safely.
	startedInformers map[{{raw .reflectType}}]bool
	// wg tracks how many goroutines were started.
	wg {{raw .syncWaitGroup}}
	// shuttingDown is true when Shutdown has been called. It may still be running
	// because it needs to wait for goroutines.
	shuttingDown bool
}

// WithCustomResyncConfig sets a custom resync period for the specified informer types.
func WithCustomResyncConfig(resyncConfig map[{{raw .metav1Object}}]{{raw .timeDuration}}) SharedInformerOption {
	return func(factory *sharedInformerFactory) *sharedInformerFactory {
		for k, v := range resyncConfig {
			factory.customResync[{{raw .reflectTypeOf}}(k)] = v
		}
		return factory
	}
}

// WithTweakListOptions sets a custom filter on all listers of the configured SharedInformerFactory.
func WithTweakListOptions(tweakListOptions {{raw .interfacesTweakListOptionsFunc}}) SharedInformerOption {
	return func(factory *sharedInformerFactory) *sharedInformerFactory {
		factory.tweakListOptions = tweakListOptions
		return factory
	}
}

// WithNamespace limits the SharedInformerFactory to the specified namespace.
func WithNamespace(namespace string) SharedInformerOption {
	return func(factory *sharedInformerFactory) *sharedInformerFactory {
		factory.namespace = namespace
		return factory
	}
}

// WithTransform sets a transform on all informers.
func WithTransform(transform {{raw .cacheTransformFunc}}) SharedInformerOption {
	return func(factory *sharedInformerFactory) *sharedInformerFactory {
		factory.transform = transform
		return factory
	}
}

// WithInformerName sets the InformerName for informer identity used in metrics.
// The InformerName must be created via cache.NewInformerName() at startup,
// which validates global uniqueness. Each informer type will register its
// GVR under this name.
func WithInformerName(informerName *{{raw .cacheInformerName}}) SharedInformerOption {
	return func(factory *sharedInformerFactory) *sharedInformerFactory {
		factory.informerName = informerName
		return factory
	}
}

func (f *sharedInformerFactory) InformerName() *{{raw .cacheInformerName}} {
	return f.informerName
}

// NewSharedInformerFactory constructs a new instance of sharedInformerFactory for all namespaces.
func NewSharedInformerFactory(client {{raw .clientSetInterface}}, defaultResync {{raw .timeDuration}}) SharedInformerFactory {
	return NewSharedInformerFactoryWithOptions(client, defaultResync)
}

// NewFilteredSharedInformerFactory constructs a new instance of sharedInformerFactory.
// Listers obtained via this SharedInformerFactory will be subject to the same filters
// as specified here.
//
// Deprecated: Please use NewSharedInformerFactoryWithOptions instead
func NewFilteredSharedInformerFactory(client {{raw .clientSetInterface}}, defaultResync {{raw .timeDuration}}, namespace string, tweakListOptions {{raw .interfacesTweakListOptionsFunc}}) SharedInformerFactory {
	return NewSharedInformerFactoryWithOptions(client, defaultResync, WithNamespace(namespace), WithTweakListOptions(tweakListOptions))
}

// NewSharedInformerFactoryWithOptions constructs a new instance of a SharedInformerFactory with additional options.
func NewSharedInformerFactoryWithOptions(client {{raw .clientSetInterface}}, defaultResync {{raw .timeDuration}}, options ...SharedInformerOption) SharedInformerFactory {
	factory := &sharedInformerFactory{
		client:           client,
		namespace:        {{raw .metav1NamespaceAll}},
		defaultResync:    defaultResync,
		informers:        make(map[{{raw .reflectType}}]{{raw .cacheSharedIndexInformer}}),
		startedInformers: make(map[{{raw .reflectType}}]bool),
		customResync:     make(map[{{raw .reflectType}}]{{raw .timeDuration}}),
	}

	// Apply all options
	for _, opt := range options {
		factory = opt(factory)
	}

	return factory
}

func (f *sharedInformerFactory) Start(stopCh <-chan struct{}) {
	f.StartWithContext({{raw .waitContextForChannel}}(stopCh))
}

func (f *sharedInformerFactory) StartWithContext(ctx {{raw .contextContext}}) {
	f.lock.Lock()
	defer f.lock.Unlock()

	if f.shuttingDown {
		return
	}

	for informerType, informer := range f.informers {
		if !f.startedInformers[informerType] {
			f.wg.Go(func() {
				informer.RunWithContext(ctx)
			})
			f.startedInformers[informerType] = true
		}
	}
}

func (f *sharedInformerFactory) Shutdown() {
	f.lock.Lock()
	f.shuttingDown = true
	f.lock.Unlock()

	// Will return immediately if there is nothing to wait for.
	f.wg.Wait()
	f.informerName.Release()
}

func (f *sharedInformerFactory) WaitForCacheSync(stopCh <-chan struct{}) map[{{raw .reflectType}}]bool {
	result := f.WaitForCacheSyncWithContext({{raw .waitContextForChannel}}(stopCh))
	return result.Synced
}

func (f *sharedInformerFactory) WaitForCacheSyncWithContext(ctx {{raw .contextContext}}) {{raw .cacheSyncResult}} {
	informers := func() map[{{raw .reflectType}}]{{raw .cacheSharedIndexInformer}} {
		f.lock.Lock()
		defer f.lock.Unlock()

		informers := map[{{raw .reflectType}}]{{raw .cacheSharedIndexInformer}}{}
		for informerType, informer := range f.informers {
			if f.startedInformers[informerType] {
				informers[informerType] = informer
			}
		}
		return informers
	}()

	// Wait for informers to sync, without polling.
	cacheSyncs := make([]{{raw .cacheDoneChecker}}, 0, len(informers))
	for _, informer := range informers {
		cacheSyncs = append(cacheSyncs, informer.HasSyncedChecker())
	}
	{{raw .cacheWaitFor}}(ctx, "" /* no logging */, cacheSyncs...)

	res := {{raw .cacheSyncResult}}{
		Synced: make(map[{{raw .reflectType}}]bool, len(informers)),
	}
	failed := false
	for informType, informer := range informers {
		hasSynced := informer.HasSynced()
		if !hasSynced {
			failed = true
		}
		res.Synced[informType] = hasSynced
	}
	if failed {
		// context.Cause is more informative than ctx.Err().
		// This must be non-nil, otherwise WaitFor wouldn't have stopped
		// prematurely.
		res.Err = {{raw .contextCause}}(ctx)
	}

	return res
}

// InformerFor returns the SharedIndexInformer for obj using an internal
// client.
func (f *sharedInformerFactory) InformerFor(obj {{raw .runtimeObject}}, newFunc {{raw .interfacesNewInformerFunc}}) {{raw .cacheSharedIndexInformer}} {
	f.lock.Lock()
	defer f.lock.Unlock()

	informerType := {{raw .reflectTypeOf}}(obj)
	informer, exists := f.informers[informerType]
	if exists {
		return informer
	}

	resyncPeriod, exists := f.customResync[informerType]
	if !exists {
		resyncPeriod = f.defaultResync
	}

	informer = newFunc(f.client, resyncPeriod)
	if f.transform != nil {
		informer.SetTransform(f.transform)
	}
	f.informers[informerType] = informer

	return informer
}

// SharedInformerFactory provides shared informers for resources in all known
// API group versions.
//
// It is typically used like this:
//
//	ctx, cancel := context.WithCancel(context.Background())
//	defer cancel()
//	factory := NewSharedInformerFactory(client, resyncPeriod)
//	defer factory.Shutdown()    // Returns immediately if nothing was started.
//	genericInformer := factory.ForResource(resource)
//	typedInformer := factory.SomeAPIGroup().V1().SomeType()
//	handle, err := typeInformer.Informer().AddEventHandler(...)
//	if err != nil {
//	    return fmt.Errorf("register event handler: %v", err)
//	}
//	defer typeInformer.Informer().RemoveEventHandler(handle) // Avoids leaking goroutines.
//	factory.StartWithContext(ctx)                            // Start processing these informers.
//	synced := factory.WaitForCacheSyncWithContext(ctx)
//	if err := synced.AsError(); err != nil {
//	    return err
//	}
//	for v := range synced {
//	    // Only if desired log some information similar to this.
//	    fmt.Fprintf(os.Stdout, "cache synced: %s", v)
//	}
//
//	// Also make sure that all of the initial cache events have been delivered.
//	if !WaitFor(ctx, "event handler sync", handle.HasSyncedChecker()) {
//	    // Must have failed because of context.
//	    return fmt.Errorf("sync event handler: %w", context.Cause(ctx))
//	}
//
//	// Creating informers can also be created after Start, but then
//	// Start must be called again:
//	anotherGenericInformer := factory.ForResource(resource)
//	factory.StartWithContext(ctx)
type SharedInformerFactory interface {
	{{raw .interfacesSharedInformerFactory}}

	// Start initializes all requested informers. They are handled in goroutines
	// which run until the stop channel gets closed.
	// Warning: Start does not block. When run in a go-routine, it will race with a later WaitForCacheSync.
	//
	// Contextual logging: StartWithContext should be used instead of Start in code which supports contextual logging.
	Start(stopCh <-chan struct{})

	// StartWithContext initializes all requested informers. They are handled in goroutines
	// which run until the context gets canceled.
	// Warning: StartWithContext does not block. When run in a go-routine, it will race with a later WaitForCacheSync.
	StartWithContext(ctx {{raw .contextContext}})

	// Shutdown marks a factory as shutting down. At that point no new
	// informers can be started anymore and Start will return without
	// doing anything.
	//
	// In addition, Shutdown blocks until all goroutines have terminated. For that
	// to happen, the close channel(s) that they were started with must be closed,
	// either before Shutdown gets called or while it is waiting.
	//
	// Shutdown may be called multiple times, even concurrently. All such calls will
	// block until all goroutines have terminated.
	Shutdown()

	// WaitForCacheSync blocks until all started informers' caches were synced
	// or the stop channel gets closed.
	//
	// Contextual logging: WaitForCacheSyncWithContext should be used instead of WaitForCacheSync in code which supports contextual logging. It also returns a more useful result.
	WaitForCacheSync(stopCh <-chan struct{}) map[{{raw .reflectType}}]bool

	// WaitForCacheSyncWithContext blocks until all started informers' caches were synced
	// or the context gets canceled.
	WaitForCacheSyncWithContext(ctx {{raw .contextContext}}) {{raw .cacheSyncResult}}

	// ForResource gives generic access to a shared informer of the matching type.
	ForResource(resource {{raw .schemaGroupVersionResource}}) (GenericInformer, error)

	// InformerFor returns the SharedIndexInformer for obj using an internal
	// client.
	InformerFor(obj {{raw .runtimeObject}}, newFunc {{raw .interfacesNewInformerFunc}}) {{raw .cacheSharedIndexInformer}}
{{range .Groups}}
	{{.GoName}}() {{raw .Interface}}
{{- end}}
}
{{range .Groups}}
func (f *sharedInformerFactory) {{.GoName}}() {{raw .Interface}} {
	return {{raw .New}}(f, f.namespace, f.tweakListOptions)
}
{{end}}
`)

// factoryInterfaces is internalinterfaces/factory_interfaces.go.
var factoryInterfaces = genclientlite.NewSnippet("factoryInterfaces", `
// NewInformerFunc takes {{raw .clientSetInterface}} and {{raw .timeDuration}} to return a SharedIndexInformer.
type NewInformerFunc func({{raw .clientSetInterface}}, {{raw .timeDuration}}) {{raw .cacheSharedIndexInformer}}

// SharedInformerFactory a small interface to allow for adding an informer without an import cycle
type SharedInformerFactory interface {
	Start(stopCh <-chan struct{})
	InformerFor(obj {{raw .runtimeObject}}, newFunc NewInformerFunc) {{raw .cacheSharedIndexInformer}}
	InformerName() *{{raw .cacheInformerName}}
}

// TweakListOptionsFunc is a function that transforms a {{raw .v1ListOptions}}.
type TweakListOptionsFunc func(*{{raw .v1ListOptions}})

// InformerOptions holds the options for creating an informer.
type InformerOptions struct {
	// ResyncPeriod is the resync period for this informer.
	// If not set, defaults to 0 (no resync).
	ResyncPeriod {{raw .timeDuration}}

	// Indexers are the indexers for this informer.
	Indexers {{raw .cacheIndexers}}

	// InformerName is used to uniquely identify this informer for metrics.
	// If not set, metrics will not be published for this informer.
	// Use cache.NewInformerName() to create an InformerName at startup.
	InformerName *{{raw .cacheInformerName}}

	// TweakListOptions is an optional function to modify the list options.
	TweakListOptions TweakListOptionsFunc
}
`)
