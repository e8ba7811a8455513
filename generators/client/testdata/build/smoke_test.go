package build

import (
	"context"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clienttesting "k8s.io/client-go/testing"

	v1alpha1 "example.com/build/apis/wardle/v1alpha1"
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
