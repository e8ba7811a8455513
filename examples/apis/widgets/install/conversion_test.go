/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package install_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	apiequality "k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/intstr"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/v1beta1"
)

// convertViaInternal converts obj to the given external version the way the
// API machinery does: to the internal version, then to the target.
func convertViaInternal(t *testing.T, scheme *runtime.Scheme, obj runtime.Object, target schema.GroupVersion) runtime.Object {
	t.Helper()
	internal, err := scheme.ConvertToVersion(obj, widgets.SchemeGroupVersion)
	if err != nil {
		t.Fatalf("ConvertToVersion(%T, internal): %v", obj, err)
	}
	if gvk := internal.GetObjectKind().GroupVersionKind(); !gvk.Empty() {
		t.Errorf("internal object has kind %v, want none", gvk)
	}
	if _, ok := obj.(*widgetsv1.Widget); ok {
		// The v1 -> internal conversion moves the annotation to spec.flavor.
		// (In v1beta1 it is an ordinary annotation, kept as is.)
		if a := internal.(*widgets.Widget).Annotations; hasKey(a, widgetsv1.FlavorAnnotation) {
			t.Errorf("internal object carries the %s annotation: %v", widgetsv1.FlavorAnnotation, a)
		}
	}
	out, err := scheme.ConvertToVersion(internal, target)
	if err != nil {
		t.Fatalf("ConvertToVersion(%T, %v): %v", internal, target, err)
	}
	return out
}

func hasKey(m map[string]string, key string) bool {
	_, ok := m[key]
	return ok
}

func typeMeta(gv schema.GroupVersion, kind string) metav1.TypeMeta {
	return metav1.TypeMeta{APIVersion: gv.String(), Kind: kind}
}

func ptr[T any](v T) *T { return &v }

func TestConvertV1beta1ToV1(t *testing.T) {
	scheme := installedScheme(t)
	v1beta1Meta := typeMeta(v1beta1.SchemeGroupVersion, "Widget")
	v1Meta := typeMeta(widgetsv1.SchemeGroupVersion, "Widget")
	for _, tc := range []struct {
		name string
		in   runtime.Object
		want runtime.Object
	}{
		{
			name: "replicas become size",
			in: &v1beta1.Widget{TypeMeta: v1beta1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns"},
				Spec: v1beta1.WidgetSpec{Replicas: ptr[int32](3), DisplayName: "three", Color: v1beta1.WidgetColorRed}},
			want: &widgetsv1.Widget{TypeMeta: v1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns"},
				Spec: widgetsv1.WidgetSpec{Size: ptr[int32](3), DisplayName: "three", Color: widgetsv1.WidgetColorRed}},
		},
		{
			name: "no replicas, no flavor",
			in:   &v1beta1.Widget{TypeMeta: v1beta1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w", Labels: map[string]string{"a": "b"}}},
			want: &widgetsv1.Widget{TypeMeta: v1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w", Labels: map[string]string{"a": "b"}}},
		},
		{
			name: "flavor becomes an annotation",
			in: &v1beta1.Widget{TypeMeta: v1beta1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w"},
				Spec: v1beta1.WidgetSpec{Flavor: "vanilla", Replicas: ptr[int32](1)}},
			want: &widgetsv1.Widget{TypeMeta: v1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{widgetsv1.FlavorAnnotation: "vanilla"}},
				Spec:       widgetsv1.WidgetSpec{Size: ptr[int32](1)}},
		},
		{
			name: "flavor annotation is added to the other annotations",
			in: &v1beta1.Widget{TypeMeta: v1beta1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{"note": "keep"}},
				Spec:       v1beta1.WidgetSpec{Flavor: "mint", Paused: true, Priority: 7}},
			want: &widgetsv1.Widget{TypeMeta: v1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{"note": "keep", widgetsv1.FlavorAnnotation: "mint"}},
				Spec:       widgetsv1.WidgetSpec{Paused: true, Priority: 7}},
		},
		{
			// In v1beta1 the annotation means nothing and goes through the
			// internal version as is; in v1 it is replaced by spec.flavor.
			name: "spec.flavor wins over a flavor annotation set in v1beta1",
			in: &v1beta1.Widget{TypeMeta: v1beta1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{widgetsv1.FlavorAnnotation: "stale"}},
				Spec:       v1beta1.WidgetSpec{Flavor: "lemon"}},
			want: &widgetsv1.Widget{TypeMeta: v1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{widgetsv1.FlavorAnnotation: "lemon"}}},
		},
		{
			name: "a flavor annotation set in v1beta1 without spec.flavor is dropped",
			in: &v1beta1.Widget{TypeMeta: v1beta1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{"note": "keep", widgetsv1.FlavorAnnotation: "stale"}}},
			want: &widgetsv1.Widget{TypeMeta: v1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{"note": "keep"}}},
		},
		{
			name: "other fields and status are kept",
			in: &v1beta1.Widget{TypeMeta: v1beta1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w"},
				Spec: v1beta1.WidgetSpec{
					Tags:  []string{"x", "y"},
					Ports: []v1beta1.WidgetPort{{Name: "http", Port: 80, TargetPort: intstr.FromString("web")}},
					Parts: []*v1beta1.WidgetPart{{Name: "gear", Count: 2}},
					Zones: v1beta1.ZoneList{"z1"},
				},
				Status: v1beta1.WidgetStatus{ObservedGeneration: 4, ReadyCount: 2, Phase: v1beta1.WidgetRunning}},
			want: &widgetsv1.Widget{TypeMeta: v1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w"},
				Spec: widgetsv1.WidgetSpec{
					Tags:  []string{"x", "y"},
					Ports: []widgetsv1.WidgetPort{{Name: "http", Port: 80, TargetPort: intstr.FromString("web")}},
					Parts: []*widgetsv1.WidgetPart{{Name: "gear", Count: 2}},
					Zones: widgetsv1.ZoneList{"z1"},
				},
				Status: widgetsv1.WidgetStatus{ObservedGeneration: 4, ReadyCount: 2, Phase: widgetsv1.WidgetRunning}},
		},
		{
			name: "list items",
			in: &v1beta1.WidgetList{TypeMeta: typeMeta(v1beta1.SchemeGroupVersion, "WidgetList"),
				ListMeta: metav1.ListMeta{ResourceVersion: "12"},
				Items: []v1beta1.Widget{
					{ObjectMeta: metav1.ObjectMeta{Name: "a"}, Spec: v1beta1.WidgetSpec{Replicas: ptr[int32](1), Flavor: "plain"}},
					{ObjectMeta: metav1.ObjectMeta{Name: "b"}, Spec: v1beta1.WidgetSpec{Replicas: ptr[int32](2)}},
				}},
			want: &widgetsv1.WidgetList{TypeMeta: typeMeta(widgetsv1.SchemeGroupVersion, "WidgetList"),
				ListMeta: metav1.ListMeta{ResourceVersion: "12"},
				Items: []widgetsv1.Widget{
					{ObjectMeta: metav1.ObjectMeta{Name: "a", Annotations: map[string]string{widgetsv1.FlavorAnnotation: "plain"}},
						Spec: widgetsv1.WidgetSpec{Size: ptr[int32](1)}},
					{ObjectMeta: metav1.ObjectMeta{Name: "b"}, Spec: widgetsv1.WidgetSpec{Size: ptr[int32](2)}},
				}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.in.DeepCopyObject()
			got := convertViaInternal(t, scheme, tc.in, widgetsv1.SchemeGroupVersion)
			if !apiequality.Semantic.DeepEqual(tc.want, got) {
				t.Errorf("v1beta1 -> v1 (-want +got):\n%s", cmp.Diff(tc.want, got))
			}
			if !reflect.DeepEqual(before, tc.in) {
				t.Errorf("conversion modified its input (-before +after):\n%s", cmp.Diff(before, tc.in))
			}
		})
	}
}

func TestConvertV1ToV1beta1(t *testing.T) {
	scheme := installedScheme(t)
	v1beta1Meta := typeMeta(v1beta1.SchemeGroupVersion, "Widget")
	v1Meta := typeMeta(widgetsv1.SchemeGroupVersion, "Widget")
	strategy := &widgetsv1.WidgetStrategy{
		Type: widgetsv1.RollingUpdateWidgetStrategyType,
		RollingUpdate: &widgetsv1.RollingUpdateWidget{
			MaxUnavailable: ptr(intstr.FromInt32(1)), MaxSurge: ptr(intstr.FromString("25%")), Partition: ptr[int32](2),
		},
	}
	for _, tc := range []struct {
		name string
		in   runtime.Object
		want runtime.Object
	}{
		{
			name: "size becomes replicas",
			in: &widgetsv1.Widget{TypeMeta: v1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns"},
				Spec: widgetsv1.WidgetSpec{Size: ptr[int32](5), DisplayName: "five"}},
			want: &v1beta1.Widget{TypeMeta: v1beta1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w", Namespace: "ns"},
				Spec: v1beta1.WidgetSpec{Replicas: ptr[int32](5), DisplayName: "five"}},
		},
		{
			name: "annotation becomes flavor",
			in: &widgetsv1.Widget{TypeMeta: v1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{widgetsv1.FlavorAnnotation: "vanilla"}}},
			want: &v1beta1.Widget{TypeMeta: v1beta1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w"},
				Spec: v1beta1.WidgetSpec{Flavor: "vanilla"}},
		},
		{
			name: "other annotations are kept",
			in: &widgetsv1.Widget{TypeMeta: v1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{"note": "keep", widgetsv1.FlavorAnnotation: "mint"}},
				Spec:       widgetsv1.WidgetSpec{Size: ptr[int32](0)}},
			want: &v1beta1.Widget{TypeMeta: v1beta1Meta,
				ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{"note": "keep"}},
				Spec:       v1beta1.WidgetSpec{Flavor: "mint", Replicas: ptr[int32](0)}},
		},
		{
			name: "strategy is lost",
			in: &widgetsv1.Widget{TypeMeta: v1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w"},
				Spec: widgetsv1.WidgetSpec{Size: ptr[int32](3), Strategy: strategy, Paused: true}},
			want: &v1beta1.Widget{TypeMeta: v1beta1Meta, ObjectMeta: metav1.ObjectMeta{Name: "w"},
				Spec: v1beta1.WidgetSpec{Replicas: ptr[int32](3), Paused: true}},
		},
		{
			name: "list items",
			in: &widgetsv1.WidgetList{TypeMeta: typeMeta(widgetsv1.SchemeGroupVersion, "WidgetList"),
				Items: []widgetsv1.Widget{
					{ObjectMeta: metav1.ObjectMeta{Name: "a", Annotations: map[string]string{widgetsv1.FlavorAnnotation: "plain"}},
						Spec: widgetsv1.WidgetSpec{Size: ptr[int32](1), Strategy: strategy}},
					{ObjectMeta: metav1.ObjectMeta{Name: "b"}},
				}},
			want: &v1beta1.WidgetList{TypeMeta: typeMeta(v1beta1.SchemeGroupVersion, "WidgetList"),
				Items: []v1beta1.Widget{
					{ObjectMeta: metav1.ObjectMeta{Name: "a"}, Spec: v1beta1.WidgetSpec{Replicas: ptr[int32](1), Flavor: "plain"}},
					{ObjectMeta: metav1.ObjectMeta{Name: "b"}},
				}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.in.DeepCopyObject()
			got := convertViaInternal(t, scheme, tc.in, v1beta1.SchemeGroupVersion)
			if !apiequality.Semantic.DeepEqual(tc.want, got) {
				t.Errorf("v1 -> v1beta1 (-want +got):\n%s", cmp.Diff(tc.want, got))
			}
			if !reflect.DeepEqual(before, tc.in) {
				t.Errorf("conversion modified its input (-before +after):\n%s", cmp.Diff(before, tc.in))
			}
		})
	}
}

// TestConvertNoDirectConversion documents that versions convert only through
// the internal version: there is no direct v1beta1 <-> v1 conversion.
func TestConvertNoDirectConversion(t *testing.T) {
	scheme := installedScheme(t)
	if _, err := scheme.ConvertToVersion(&v1beta1.Widget{}, widgetsv1.SchemeGroupVersion); err == nil {
		t.Error("direct conversion v1beta1 -> v1 succeeded; want an error")
	}
}

// TestConvertFlavorAnnotation checks the hand-written v1 Widget conversions
// directly with scheme.Convert, which does not copy its input: the input's
// annotations must never be modified, nor shared with an output that the
// conversion changed.
func TestConvertFlavorAnnotation(t *testing.T) {
	scheme := installedScheme(t)

	t.Run("v1 to internal strips the annotation", func(t *testing.T) {
		in := &widgetsv1.Widget{ObjectMeta: metav1.ObjectMeta{Name: "w",
			Annotations: map[string]string{"note": "keep", widgetsv1.FlavorAnnotation: "vanilla"}}}
		before := in.DeepCopy()
		var out widgets.Widget
		if err := scheme.Convert(in, &out, nil); err != nil {
			t.Fatal(err)
		}
		if want := map[string]string{"note": "keep"}; !reflect.DeepEqual(out.Annotations, want) {
			t.Errorf("internal annotations = %v, want %v", out.Annotations, want)
		}
		if out.Spec.Flavor != "vanilla" {
			t.Errorf("internal flavor = %q, want %q", out.Spec.Flavor, "vanilla")
		}
		if !reflect.DeepEqual(before, in) {
			t.Errorf("conversion modified its input (-before +after):\n%s", cmp.Diff(before, in))
		}
		out.Annotations["added"] = "x"
		if _, ok := in.Annotations["added"]; ok {
			t.Error("internal annotations share the input's map")
		}
	})

	t.Run("v1 to internal with only the annotation", func(t *testing.T) {
		in := &widgetsv1.Widget{ObjectMeta: metav1.ObjectMeta{Annotations: map[string]string{widgetsv1.FlavorAnnotation: "mint"}}}
		var out widgets.Widget
		if err := scheme.Convert(in, &out, nil); err != nil {
			t.Fatal(err)
		}
		if out.Annotations != nil || out.Spec.Flavor != "mint" {
			t.Errorf("internal annotations = %#v, flavor = %q; want nil and %q", out.Annotations, out.Spec.Flavor, "mint")
		}
		if len(in.Annotations) != 1 {
			t.Errorf("input annotations modified: %v", in.Annotations)
		}
	})

	t.Run("v1 to internal without the annotation clears the flavor", func(t *testing.T) {
		in := &widgetsv1.Widget{ObjectMeta: metav1.ObjectMeta{Annotations: map[string]string{"note": "keep"}}}
		out := widgets.Widget{Spec: widgets.WidgetSpec{Flavor: "leftover"}}
		if err := scheme.Convert(in, &out, nil); err != nil {
			t.Fatal(err)
		}
		if out.Spec.Flavor != "" {
			t.Errorf("internal flavor = %q, want empty", out.Spec.Flavor)
		}
		if want := map[string]string{"note": "keep"}; !reflect.DeepEqual(out.Annotations, want) {
			t.Errorf("internal annotations = %v, want %v", out.Annotations, want)
		}
	})

	t.Run("internal to v1 sets the annotation", func(t *testing.T) {
		in := &widgets.Widget{ObjectMeta: metav1.ObjectMeta{Name: "w", Annotations: map[string]string{"note": "keep"}},
			Spec: widgets.WidgetSpec{Flavor: "vanilla"}}
		before := in.DeepCopy()
		var out widgetsv1.Widget
		if err := scheme.Convert(in, &out, nil); err != nil {
			t.Fatal(err)
		}
		if want := map[string]string{"note": "keep", widgetsv1.FlavorAnnotation: "vanilla"}; !reflect.DeepEqual(out.Annotations, want) {
			t.Errorf("v1 annotations = %v, want %v", out.Annotations, want)
		}
		if !reflect.DeepEqual(before, in) {
			t.Errorf("conversion modified its input (-before +after):\n%s", cmp.Diff(before, in))
		}
	})

	t.Run("internal to v1 with a nil annotations map", func(t *testing.T) {
		in := &widgets.Widget{Spec: widgets.WidgetSpec{Flavor: "mint"}}
		var out widgetsv1.Widget
		if err := scheme.Convert(in, &out, nil); err != nil {
			t.Fatal(err)
		}
		if want := map[string]string{widgetsv1.FlavorAnnotation: "mint"}; !reflect.DeepEqual(out.Annotations, want) {
			t.Errorf("v1 annotations = %v, want %v", out.Annotations, want)
		}
		if in.Annotations != nil {
			t.Errorf("input annotations modified: %v", in.Annotations)
		}
	})

	t.Run("internal to v1 without a flavor", func(t *testing.T) {
		for _, annotations := range []map[string]string{
			nil,
			{"note": "keep"},
			// A stray annotation on an internal object does not stand for a flavor.
			{"note": "keep", widgetsv1.FlavorAnnotation: "stray"},
		} {
			in := &widgets.Widget{ObjectMeta: metav1.ObjectMeta{Annotations: annotations}}
			before := in.DeepCopy()
			var out widgetsv1.Widget
			if err := scheme.Convert(in, &out, nil); err != nil {
				t.Fatal(err)
			}
			if v, ok := out.Annotations[widgetsv1.FlavorAnnotation]; ok {
				t.Errorf("annotations %v: v1 has a flavor annotation %q", annotations, v)
			}
			if annotations != nil && out.Annotations["note"] != "keep" {
				t.Errorf("annotations %v: v1 annotations = %v, lost the others", annotations, out.Annotations)
			}
			if !reflect.DeepEqual(before, in) {
				t.Errorf("annotations %v: conversion modified its input (-before +after):\n%s", annotations, cmp.Diff(before, in))
			}
		}
	})
}
