/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package install_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
)

// A v1 Widget that says nothing about its size, strategy or the protocols
// of its ports.
const sparseV1Widget = `{
  "apiVersion": "widgets.example.gvk.dev/v1",
  "kind": "Widget",
  "metadata": {"name": "w"},
  "spec": {"ports": [{"name": "http", "port": 80}, {"name": "dns", "port": 53, "protocol": "UDP"}]}
}`

// TestDecodeDefaults decodes a sparse v1 Widget through the scheme the
// generated install builds: v1's defaulters (zz_generated.defaults.go:
// SetDefaults_WidgetSpec, written by hand, and the +default="TCP" of
// WidgetPort.Protocol) run on decoding, whether to v1 or to the internal
// version, and only what was left out is set.
func TestDecodeDefaults(t *testing.T) {
	scheme := installedScheme(t)
	codecs := serializer.NewCodecFactory(scheme)

	obj, err := runtime.Decode(codecs.UniversalDecoder(widgetsv1.SchemeGroupVersion), []byte(sparseV1Widget))
	if err != nil {
		t.Fatalf("decoding as v1: %v", err)
	}
	one := int32(1)
	wantV1 := widgetsv1.WidgetSpec{
		Size:     &one,
		Strategy: &widgetsv1.WidgetStrategy{Type: widgetsv1.RollingUpdateWidgetStrategyType},
		Ports: []widgetsv1.WidgetPort{
			{Name: "http", Port: 80, Protocol: "TCP"},
			{Name: "dns", Port: 53, Protocol: "UDP"},
		},
	}
	w, ok := obj.(*widgetsv1.Widget)
	if !ok {
		t.Fatalf("decoded %T, want *v1.Widget", obj)
	}
	if diff := cmp.Diff(wantV1, w.Spec); diff != "" {
		t.Errorf("v1 spec after defaulting (-want +got):\n%s", diff)
	}

	obj, err = runtime.Decode(codecs.UniversalDecoder(), []byte(sparseV1Widget))
	if err != nil {
		t.Fatalf("decoding to the internal version: %v", err)
	}
	in, ok := obj.(*widgets.Widget)
	if !ok {
		t.Fatalf("decoded %T, want *widgets.Widget", obj)
	}
	if in.Spec.Size == nil || *in.Spec.Size != 1 || in.Spec.Strategy == nil ||
		in.Spec.Strategy.Type != widgets.RollingUpdateWidgetStrategyType ||
		len(in.Spec.Ports) != 2 || in.Spec.Ports[0].Protocol != "TCP" || in.Spec.Ports[1].Protocol != "UDP" {
		t.Errorf("internal spec not defaulted as v1 defaults it: %+v", in.Spec)
	}

	// The defaulters are what the scheme runs: a list is defaulted item by item.
	list := &widgetsv1.WidgetList{Items: []widgetsv1.Widget{{}, {Spec: widgetsv1.WidgetSpec{Size: new(int32)}}}}
	scheme.Default(list)
	if got := list.Items[0].Spec.Size; got == nil || *got != 1 {
		t.Errorf("list item 0 size = %v, want the default 1", got)
	}
	if got := *list.Items[1].Spec.Size; got != 0 {
		t.Errorf("list item 1 size = %d, want its own 0 kept", got)
	}
}
