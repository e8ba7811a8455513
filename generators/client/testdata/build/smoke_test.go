package build

import (
	"context"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	clienttesting "k8s.io/client-go/testing"

	v1alpha1 "example.com/build/apis/wardle/v1alpha1"
	applyv1alpha1 "example.com/build/generated/applyconfiguration/wardle/v1alpha1"
	"example.com/build/generated/versioned/fake"
)

// TestFakeClientset runs the generated typed clients against the
// generated fake clientset: the default verbs through its object
// tracker, the extension methods through a reactor that sees their
// subresource.
func TestFakeClientset(t *testing.T) {
	ctx := context.Background()
	cs := fake.NewSimpleClientset()
	flunders := cs.WardleV1alpha1().Flunders("ns")
	if _, err := flunders.Create(ctx, &v1alpha1.Flunder{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns"}}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	got, err := flunders.Get(ctx, "a", metav1.GetOptions{})
	if err != nil || got.Name != "a" {
		t.Fatalf("Get: %v, %v", got, err)
	}
	list, err := flunders.List(ctx, metav1.ListOptions{})
	if err != nil || len(list.Items) != 1 {
		t.Fatalf("List: %v, %v", list, err)
	}
	cs.PrependReactor("get", "flunders", func(a clienttesting.Action) (bool, runtime.Object, error) {
		if a.GetSubresource() != "scale" {
			return false, nil, nil
		}
		return true, &v1alpha1.Scale{Replicas: 3}, nil
	})
	scale, err := flunders.GetScale(ctx, "a", metav1.GetOptions{})
	if err != nil || scale.Replicas != 3 {
		t.Fatalf("GetScale: %v, %v", scale, err)
	}
	cs.PrependReactor("update", "fischers", func(a clienttesting.Action) (bool, runtime.Object, error) {
		u := a.(clienttesting.UpdateAction)
		if u.GetSubresource() != "scale" || u.GetNamespace() != "" {
			t.Errorf("UpdateScale: subresource %q, namespace %q", u.GetSubresource(), u.GetNamespace())
		}
		return true, u.GetObject(), nil
	})
	updated, err := cs.WardleV1alpha1().Fischers().UpdateScale(ctx, "f", &v1alpha1.Scale{Replicas: 5}, metav1.UpdateOptions{})
	if err != nil || updated.Replicas != 5 {
		t.Fatalf("UpdateScale: %v, %v", updated, err)
	}
	if _, err := cs.WardleV1alpha1().Gadgets("ns").List(ctx, metav1.ListOptions{}); err != nil {
		t.Fatal(err)
	}
}

// TestApply applies a Flunder and its status through the generated apply
// configurations and the typed client's Apply and ApplyStatus: the fake
// clientset sees an apply patch of the configuration, to the status
// subresource for ApplyStatus. (NewClientset's field tracking needs an
// OpenAPI schema, which this module's apply configurations are generated
// without.)
func TestApply(t *testing.T) {
	ctx := context.Background()
	cs := fake.NewSimpleClientset()
	var patches []string
	cs.PrependReactor("patch", "flunders", func(a clienttesting.Action) (bool, runtime.Object, error) {
		p := a.(clienttesting.PatchAction)
		if p.GetPatchType() != types.ApplyPatchType {
			t.Errorf("patch type %q, want an apply patch", p.GetPatchType())
		}
		patches = append(patches, p.GetSubresource()+" "+string(p.GetPatch()))
		return true, &v1alpha1.Flunder{ObjectMeta: metav1.ObjectMeta{Name: p.GetName(), Namespace: p.GetNamespace()}}, nil
	})
	flunders := cs.WardleV1alpha1().Flunders("ns")
	spec := applyv1alpha1.Flunder("a", "ns").WithSpec(applyv1alpha1.FlunderSpec().WithReference("r"))
	if got, err := flunders.Apply(ctx, spec, metav1.ApplyOptions{FieldManager: "test"}); err != nil || got.Name != "a" {
		t.Fatalf("Apply: %v, %v", got, err)
	}
	status := applyv1alpha1.Flunder("a", "ns").WithStatus(applyv1alpha1.FlunderStatus().WithReady(true))
	if _, err := flunders.ApplyStatus(ctx, status, metav1.ApplyOptions{FieldManager: "test"}); err != nil {
		t.Fatalf("ApplyStatus: %v", err)
	}
	want := []string{
		` {"kind":"Flunder","apiVersion":"wardle.example.com/v1alpha1","metadata":{"name":"a","namespace":"ns"},"spec":{"reference":"r"}}`,
		`status {"kind":"Flunder","apiVersion":"wardle.example.com/v1alpha1","metadata":{"name":"a","namespace":"ns"},"status":{"ready":true}}`,
	}
	if len(patches) != len(want) {
		t.Fatalf("patches %q, want %q", patches, want)
	}
	for i := range want {
		if patches[i] != want[i] {
			t.Errorf("patch %d: %s, want %s", i, patches[i], want[i])
		}
	}
}
