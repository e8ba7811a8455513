package examples_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	applystoresv1 "github.com/gvk-dev/gvkgen/examples/generated/applyconfiguration/stores/v1"
	"github.com/gvk-dev/gvkgen/examples/generated/clientset/versioned/fake"
)

// TestManagedFields applies a Store through the fake clientset, whose
// field manager reads the schema of the apply configurations'
// internal.go, made from `gvkgen models-schema`'s JSON of the stores
// types (hack/example-clients.sh): StoreSpec.Tags is +listType=set, so the
// managed fields list each tag (v:"fresh") rather than the whole list,
// and a second manager adds its tag beside the first's without a
// conflict (with a list the schema does not know, atomic, it would
// conflict).
func TestManagedFields(t *testing.T) {
	ctx := context.Background()
	stores := fake.NewClientset().StoresV1().Stores("town")
	apply := func(manager, name string, tags ...string) {
		t.Helper()
		_, err := stores.Apply(ctx, applystoresv1.Store("market", "town").
			WithSpec(applystoresv1.StoreSpec().WithDisplayName(name).WithTags(tags...)),
			metav1.ApplyOptions{FieldManager: manager})
		if err != nil {
			t.Fatalf("Apply by %s: %v", manager, err)
		}
	}
	apply("alice", "Market", "fresh", "local")
	apply("bob", "Market", "bulk")
	got, err := stores.Get(ctx, "market", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if tags := slices.Sorted(slices.Values(got.Spec.Tags)); !slices.Equal(tags, []string{"bulk", "fresh", "local"}) {
		t.Errorf("tags %q, want bulk, fresh and local: each manager owns its own tags of the set", got.Spec.Tags)
	}
	owned := map[string][]string{}
	for _, e := range got.ManagedFields {
		if e.Operation != metav1.ManagedFieldsOperationApply || e.FieldsV1 == nil {
			t.Errorf("managed fields entry %+v: want an Apply with fields", e)
			continue
		}
		var fields struct {
			Spec struct {
				Tags map[string]any `json:"f:tags"`
			} `json:"f:spec"`
		}
		if err := json.Unmarshal(e.FieldsV1.Raw, &fields); err != nil {
			t.Fatalf("%s's fields: %v", e.Manager, err)
		}
		for k := range fields.Spec.Tags {
			owned[e.Manager] = append(owned[e.Manager], k)
		}
		slices.Sort(owned[e.Manager])
	}
	want := map[string][]string{"alice": {`v:"fresh"`, `v:"local"`}, "bob": {`v:"bulk"`}}
	if len(owned) != 2 || !slices.Equal(owned["alice"], want["alice"]) || !slices.Equal(owned["bob"], want["bob"]) {
		t.Errorf("tags owned by manager: %q, want %q", owned, want)
	}
}
