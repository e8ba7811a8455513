package examples_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"

	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
	applywidgetsv1 "github.com/gvk-dev/gvkgen/examples/generated/applyconfiguration/widgets/v1"
	"github.com/gvk-dev/gvkgen/examples/generated/clientset/versioned/fake"
)

// TestWidgetClients runs what gvkgen generated for examples/apis/widgets/v1
// in the same run as the helpers: the typed client against the fake
// clientset, and WidgetStatus's WithMessages ([]*string), whose upstream
// v0.37.2 version does not compile (docs/differences.md): the pointers
// are appended as given.
func TestWidgetClients(t *testing.T) {
	ctx := context.Background()
	widgets := fake.NewClientset().WidgetsV1().Widgets("town")
	if _, err := widgets.Create(ctx, &widgetsv1.Widget{ObjectMeta: metav1.ObjectMeta{Name: "w"}}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	got, err := widgets.Get(ctx, "w", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "w" || got.Namespace != "town" {
		t.Errorf("got %s/%s, want town/w", got.Namespace, got.Name)
	}
	a, b := ptr.To("a"), ptr.To("b")
	status := applywidgetsv1.WidgetStatus().WithMessages(a).WithMessages(b)
	if diff := cmp.Diff([]*string{a, b}, status.Messages); diff != "" {
		t.Errorf("Messages (-want +got):\n%s", diff)
	}
	data, err := json.Marshal(applywidgetsv1.Widget("w", "town").WithStatus(status))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"kind":"Widget","apiVersion":"widgets.example.gvk.dev/v1","metadata":{"name":"w","namespace":"town"},"status":{"messages":["a","b"]}}`
	if diff := cmp.Diff(want, string(data)); diff != "" {
		t.Errorf("apply configuration (-want +got):\n%s", diff)
	}
}
