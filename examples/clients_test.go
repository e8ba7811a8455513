package examples_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"
	"k8s.io/utils/ptr"

	storesv1 "github.com/gvk-dev/gvkgen/examples/apis/stores/v1"
	applystoresv1 "github.com/gvk-dev/gvkgen/examples/generated/applyconfiguration/stores/v1"
	"github.com/gvk-dev/gvkgen/examples/generated/clientset/versioned/fake"
	"github.com/gvk-dev/gvkgen/examples/generated/informers/externalversions"
)

// TestGeneratedClients runs the clientset, informers, listers and apply
// configurations gvkgen generated for examples/apis/stores/v1 (under
// generated/, by hack/update-codegen.sh) against the generated fake
// clientset: a watch and a shared informer see what the typed client
// creates, the lister reads it from the informer's cache, and an apply
// configuration is applied, read back and seen by the informer.
func TestGeneratedClients(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs := fake.NewClientset()
	stores := cs.StoresV1().Stores("town")
	w, err := stores.Watch(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	factory := externalversions.NewSharedInformerFactory(cs, 0)
	informer := factory.Stores().V1().Stores()
	added := make(chan string, 10)
	if _, err := informer.Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj any) { added <- obj.(*storesv1.Store).Name },
	}); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	defer factory.Shutdown() // after close(stop): it waits for the informers to end
	defer close(stop)
	factory.Start(stop)
	for typ, ok := range factory.WaitForCacheSync(ctx.Done()) {
		if !ok {
			t.Fatalf("the informer of %v did not sync", typ)
		}
	}

	spec := storesv1.StoreSpec{DisplayName: "Corner shop", Aisles: ptr.To[int32](3)}
	if _, err := stores.Create(ctx, &storesv1.Store{ObjectMeta: metav1.ObjectMeta{Name: "corner", Namespace: "town"}, Spec: spec}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	got, err := stores.Get(ctx, "corner", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(spec, got.Spec); diff != "" {
		t.Errorf("Get: spec (-created +got):\n%s", diff)
	}
	list, err := stores.List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 1 || list.Items[0].Name != "corner" {
		t.Errorf("List: %v, want the store corner", list.Items)
	}
	select {
	case ev := <-w.ResultChan():
		if s, ok := ev.Object.(*storesv1.Store); ev.Type != watch.Added || !ok || s.Name != "corner" {
			t.Errorf("watch: %s %v, want ADDED corner", ev.Type, ev.Object)
		}
	case <-ctx.Done():
		t.Fatal("watch: no event for the created store")
	}
	waitAdded(ctx, t, added, "corner")
	cached, err := informer.Lister().Stores("town").Get("corner")
	if err != nil {
		t.Fatalf("lister: %v", err)
	}
	if diff := cmp.Diff(spec, cached.Spec); diff != "" {
		t.Errorf("lister: spec (-created +cached):\n%s", diff)
	}

	applied, err := stores.Apply(ctx, applystoresv1.Store("market", "town").
		WithSpec(applystoresv1.StoreSpec().WithDisplayName("Market").WithTags("fresh", "local")),
		metav1.ApplyOptions{FieldManager: "examples"})
	if err != nil {
		t.Fatalf("Apply: %v", err)
	}
	want := storesv1.StoreSpec{DisplayName: "Market", Tags: []string{"fresh", "local"}}
	if diff := cmp.Diff(want, applied.Spec); diff != "" {
		t.Errorf("Apply: spec (-want +got):\n%s", diff)
	}
	waitAdded(ctx, t, added, "market")
	all, err := informer.Lister().List(labels.Everything())
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 {
		t.Errorf("lister: %d stores, want 2 (corner and market)", len(all))
	}
}

// waitAdded waits for the informer's add handler to report the store.
func waitAdded(ctx context.Context, t *testing.T, added <-chan string, name string) {
	t.Helper()
	select {
	case got := <-added:
		if got != name {
			t.Fatalf("informer: added %s, want %s", got, name)
		}
	case <-ctx.Done():
		t.Fatalf("informer: %s was never added", name)
	}
}
