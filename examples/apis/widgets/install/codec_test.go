/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package install_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/v1beta1"
)

// These tests run the generated registration end to end through
// apimachinery's serializers, the way an API server or a client does: bytes
// in one version, decoded and converted to the internal version, encoded in
// another version.

const v1beta1WidgetYAML = `apiVersion: widgets.example.gvk.dev/v1beta1
kind: Widget
metadata:
  name: w
  namespace: ns
  annotations:
    note: keep
spec:
  replicas: 3
  flavor: vanilla
  displayName: three
  color: Red
`

const v1beta1WidgetJSON = `{
  "apiVersion": "widgets.example.gvk.dev/v1beta1",
  "kind": "Widget",
  "metadata": {"name": "w", "namespace": "ns", "annotations": {"note": "keep"}},
  "spec": {"replicas": 3, "flavor": "vanilla", "displayName": "three", "color": "Red"}
}`

// wantInternalWidget is what both documents above decode to.
func wantInternalWidget() *widgets.Widget {
	return &widgets.Widget{
		ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns", Annotations: map[string]string{"note": "keep"}},
		Spec: widgets.WidgetSpec{Size: ptr[int32](3), Flavor: "vanilla", DisplayName: "three",
			Color: widgets.WidgetColorRed},
	}
}

func serializerFor(t *testing.T, codecs serializer.CodecFactory, mediaType string) runtime.Serializer {
	t.Helper()
	info, ok := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), mediaType)
	if !ok {
		t.Fatalf("no serializer for %s", mediaType)
	}
	return info.Serializer
}

// TestCodecV1beta1ToV1 decodes a v1beta1 Widget from YAML and from JSON to
// the internal version, encodes it as v1 JSON, and decodes that back as v1,
// as internal and as v1beta1.
func TestCodecV1beta1ToV1(t *testing.T) {
	scheme := installedScheme(t)
	codecs := serializer.NewCodecFactory(scheme)

	for _, in := range []struct {
		name string
		data string
	}{
		{"yaml", v1beta1WidgetYAML},
		{"json", v1beta1WidgetJSON},
	} {
		t.Run(in.name, func(t *testing.T) {
			// Without versions, UniversalDecoder converts to the internal version.
			obj, gvk, err := codecs.UniversalDecoder().Decode([]byte(in.data), nil, nil)
			if err != nil {
				t.Fatalf("UniversalDecoder().Decode: %v", err)
			}
			if want := v1beta1.SchemeGroupVersion.WithKind("Widget"); *gvk != want {
				t.Errorf("decoded kind = %v, want %v", *gvk, want)
			}
			internal, ok := obj.(*widgets.Widget)
			if !ok {
				t.Fatalf("decoded %T, want *widgets.Widget", obj)
			}
			if diff := cmp.Diff(wantInternalWidget(), internal); diff != "" {
				t.Errorf("internal Widget mismatch (-want +got):\n%s", diff)
			}

			// Encode as v1 JSON: spec.replicas is spec.size, spec.flavor an annotation.
			v1JSON, err := runtime.Encode(codecs.LegacyCodec(widgetsv1.SchemeGroupVersion), internal)
			if err != nil {
				t.Fatalf("encoding as v1: %v", err)
			}
			var doc struct {
				APIVersion string `json:"apiVersion"`
				Kind       string `json:"kind"`
				Metadata   struct {
					Name        string            `json:"name"`
					Annotations map[string]string `json:"annotations"`
				} `json:"metadata"`
				Spec map[string]any `json:"spec"`
			}
			if err := json.Unmarshal(v1JSON, &doc); err != nil {
				t.Fatalf("v1 output is not JSON: %v\n%s", err, v1JSON)
			}
			if doc.APIVersion != widgetsv1.SchemeGroupVersion.String() || doc.Kind != "Widget" {
				t.Errorf("v1 JSON has apiVersion %q, kind %q; want %q, Widget", doc.APIVersion, doc.Kind, widgetsv1.SchemeGroupVersion)
			}
			if want := map[string]string{"note": "keep", widgetsv1.FlavorAnnotation: "vanilla"}; !reflect.DeepEqual(doc.Metadata.Annotations, want) {
				t.Errorf("v1 JSON annotations = %v, want %v", doc.Metadata.Annotations, want)
			}
			for key, want := range map[string]any{"size": 3.0, "displayName": "three", "color": "Red"} {
				if got := doc.Spec[key]; got != want {
					t.Errorf("v1 JSON spec.%s = %v, want %v\n%s", key, got, want, v1JSON)
				}
			}
			for _, key := range []string{"replicas", "flavor"} {
				if got, ok := doc.Spec[key]; ok {
					t.Errorf("v1 JSON has the v1beta1 field spec.%s = %v\n%s", key, got, v1JSON)
				}
			}
			// The encoder works on a copy: the internal object is unchanged.
			if diff := cmp.Diff(wantInternalWidget(), internal); diff != "" {
				t.Errorf("encoding modified the internal object (-want +got):\n%s", diff)
			}

			// v1 JSON as is, without conversion.
			obj, gvk, err = codecs.UniversalDeserializer().Decode(v1JSON, nil, nil)
			if err != nil {
				t.Fatalf("UniversalDeserializer().Decode(v1 JSON): %v", err)
			}
			wantV1 := &widgetsv1.Widget{
				TypeMeta: metav1.TypeMeta{APIVersion: widgetsv1.SchemeGroupVersion.String(), Kind: "Widget"},
				ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns",
					Annotations: map[string]string{"note": "keep", widgetsv1.FlavorAnnotation: "vanilla"}},
				Spec: widgetsv1.WidgetSpec{Size: ptr[int32](3), DisplayName: "three", Color: widgetsv1.WidgetColorRed},
			}
			if want := widgetsv1.SchemeGroupVersion.WithKind("Widget"); *gvk != want {
				t.Errorf("v1 JSON decoded as %v, want %v", *gvk, want)
			}
			if diff := cmp.Diff(wantV1, obj); diff != "" {
				t.Errorf("v1 Widget mismatch (-want +got):\n%s", diff)
			}

			// v1 JSON to internal: the annotation is spec.flavor again.
			obj, err = runtime.Decode(codecs.UniversalDecoder(), v1JSON)
			if err != nil {
				t.Fatalf("UniversalDecoder().Decode(v1 JSON): %v", err)
			}
			if diff := cmp.Diff(runtime.Object(wantInternalWidget()), obj); diff != "" {
				t.Errorf("v1 JSON to internal mismatch (-want +got):\n%s", diff)
			}

			// Back to v1beta1 through the internal version, as an API server
			// serving v1beta1 does (a codec never converts between two
			// external versions directly).
			v1beta1JSON, err := runtime.Encode(codecs.LegacyCodec(v1beta1.SchemeGroupVersion), obj)
			if err != nil {
				t.Fatalf("encoding as v1beta1: %v", err)
			}
			obj, err = runtime.Decode(codecs.UniversalDeserializer(), v1beta1JSON)
			if err != nil {
				t.Fatalf("UniversalDeserializer().Decode(v1beta1 JSON): %v", err)
			}
			wantV1beta1 := &v1beta1.Widget{
				TypeMeta:   metav1.TypeMeta{APIVersion: v1beta1.SchemeGroupVersion.String(), Kind: "Widget"},
				ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns", Annotations: map[string]string{"note": "keep"}},
				Spec: v1beta1.WidgetSpec{Replicas: ptr[int32](3), Flavor: "vanilla", DisplayName: "three",
					Color: v1beta1.WidgetColorRed},
			}
			if diff := cmp.Diff(runtime.Object(wantV1beta1), obj); diff != "" {
				t.Errorf("v1 JSON to v1beta1 mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestCodecYAML does the same in YAML only, with the YAML serializer wrapped by
// DecoderToVersion and EncoderForVersion: v1beta1 YAML to internal, internal
// to v1 YAML and back.
func TestCodecYAML(t *testing.T) {
	scheme := installedScheme(t)
	codecs := serializer.NewCodecFactory(scheme)
	yamlSerializer := serializerFor(t, codecs, runtime.ContentTypeYAML)

	obj, err := runtime.Decode(codecs.DecoderToVersion(yamlSerializer, widgets.SchemeGroupVersion), []byte(v1beta1WidgetYAML))
	if err != nil {
		t.Fatalf("DecoderToVersion(yaml, internal).Decode: %v", err)
	}
	if diff := cmp.Diff(runtime.Object(wantInternalWidget()), obj); diff != "" {
		t.Errorf("v1beta1 YAML to internal mismatch (-want +got):\n%s", diff)
	}

	v1YAML, err := runtime.Encode(codecs.EncoderForVersion(yamlSerializer, widgetsv1.SchemeGroupVersion), obj)
	if err != nil {
		t.Fatalf("encoding as v1 YAML: %v", err)
	}
	for _, line := range []string{
		"apiVersion: widgets.example.gvk.dev/v1\n",
		"kind: Widget\n",
		"    widgets.example.gvk.dev/flavor: vanilla\n",
		"  size: 3\n",
	} {
		if !strings.Contains(string(v1YAML), line) {
			t.Errorf("v1 YAML lacks %q:\n%s", line, v1YAML)
		}
	}
	// No v1beta1 field: spec.replicas, or spec.flavor (two spaces in).
	for _, field := range []string{"replicas:", "\n  flavor:"} {
		if strings.Contains(string(v1YAML), field) {
			t.Errorf("v1 YAML has v1beta1 field %q:\n%s", strings.TrimSpace(field), v1YAML)
		}
	}
	back, err := runtime.Decode(codecs.UniversalDecoder(), v1YAML)
	if err != nil {
		t.Fatalf("decoding v1 YAML: %v", err)
	}
	if diff := cmp.Diff(runtime.Object(wantInternalWidget()), back); diff != "" {
		t.Errorf("v1 YAML to internal mismatch (-want +got):\n%s", diff)
	}

	// A Gadget list goes through the same way; the list kinds are registered too.
	list := &widgets.GadgetList{Items: []widgets.Gadget{{ObjectMeta: metav1.ObjectMeta{Name: "g"},
		Spec: widgets.GadgetSpec{Mode: "fast"}}}}
	data, err := runtime.Encode(codecs.LegacyCodec(v1beta1.SchemeGroupVersion), list)
	if err != nil {
		t.Fatalf("encoding GadgetList as v1beta1: %v", err)
	}
	obj, gvk, err := codecs.UniversalDeserializer().Decode(data, nil, nil)
	if err != nil {
		t.Fatalf("decoding v1beta1 GadgetList: %v", err)
	}
	if want := v1beta1.SchemeGroupVersion.WithKind("GadgetList"); *gvk != want {
		t.Errorf("GadgetList decoded as %v, want %v", *gvk, want)
	}
	if l, ok := obj.(*v1beta1.GadgetList); !ok || len(l.Items) != 1 || l.Items[0].Name != "g" || l.Items[0].Spec.Mode != "fast" {
		t.Errorf("decoded %#v, want a v1beta1 GadgetList with gadget g", obj)
	}
}

// TestCodecUnknown checks that documents of kinds or versions the scheme does
// not know are rejected, not decoded into something else.
func TestCodecUnknown(t *testing.T) {
	scheme := installedScheme(t)
	codecs := serializer.NewCodecFactory(scheme)
	for _, tc := range []struct {
		name string
		gvk  schema.GroupVersionKind
	}{
		{"unknown kind", widgetsv1.SchemeGroupVersion.WithKind("Gizmo")},
		{"unknown version", schema.GroupVersionKind{Group: group, Version: "v2", Kind: "Widget"}},
		{"unknown group", schema.GroupVersionKind{Group: "other.example.com", Version: "v1", Kind: "Widget"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := []byte(`{"apiVersion":"` + tc.gvk.GroupVersion().String() + `","kind":"` + tc.gvk.Kind + `","metadata":{"name":"w"}}`)
			for name, dec := range map[string]runtime.Decoder{
				"UniversalDecoder":      codecs.UniversalDecoder(),
				"UniversalDeserializer": codecs.UniversalDeserializer(),
			} {
				if obj, _, err := dec.Decode(data, nil, nil); !runtime.IsNotRegisteredError(err) {
					t.Errorf("%s decoded %s to %T, err %v; want a not-registered error", name, data, obj, err)
				}
			}
		})
	}
}
