/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package install_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/v1beta1"
)

// TestInstallAllKnownTypes checks that install.Install registers exactly our
// kinds, with their Go types, plus what metav1.AddToGroupVersion adds for each
// external version, and nothing else: no kind is missing or extra, no type
// is registered under a wrong version, and the internal version does not
// call AddToGroupVersion (which would register the option types there).
func TestInstallAllKnownTypes(t *testing.T) {
	scheme := installedScheme(t)

	// What metav1.AddToGroupVersion registers for the two external versions:
	// option types, WatchEvent (and the internal WatchEvent) and the
	// unversioned types, computed rather than copied from apimachinery.
	want := map[schema.GroupVersionKind]reflect.Type{}
	meta := runtime.NewScheme()
	metav1.AddToGroupVersion(meta, v1beta1.SchemeGroupVersion)
	metav1.AddToGroupVersion(meta, widgetsv1.SchemeGroupVersion)
	for gvk, typ := range meta.AllKnownTypes() {
		want[gvk] = typ
	}
	for _, tc := range kindCases() {
		if prev, ok := want[tc.gvk]; ok {
			t.Fatalf("metav1.AddToGroupVersion already registers %v as %v", tc.gvk, prev)
		}
		want[tc.gvk] = reflect.TypeOf(tc.obj).Elem()
	}

	got := scheme.AllKnownTypes()
	if diff := cmp.Diff(typeNames(want), typeNames(got)); diff != "" {
		t.Errorf("AllKnownTypes() mismatch (-want +got):\n%s", diff)
	}

	// The same, one version at a time with KnownTypes.
	for _, gv := range []schema.GroupVersion{widgets.SchemeGroupVersion, v1beta1.SchemeGroupVersion, widgetsv1.SchemeGroupVersion} {
		wantGV := map[string]string{}
		for gvk, typ := range want {
			if gvk.GroupVersion() == gv {
				wantGV[gvk.Kind] = typ.String()
			}
		}
		gotGV := map[string]string{}
		for kind, typ := range scheme.KnownTypes(gv) {
			gotGV[kind] = typ.String()
		}
		if diff := cmp.Diff(wantGV, gotGV); diff != "" {
			t.Errorf("KnownTypes(%v) mismatch (-want +got):\n%s", gv, diff)
		}
	}
}

// typeNames keys the Go type names by GVK string, for a readable diff.
func typeNames(types map[schema.GroupVersionKind]reflect.Type) map[string]string {
	out := make(map[string]string, len(types))
	for gvk, typ := range types {
		out[gvk.GroupVersion().String()+" "+gvk.Kind] = typ.PkgPath() + "." + typ.Name()
	}
	return out
}

func TestInstallUnknown(t *testing.T) {
	scheme := installedScheme(t)
	for _, gv := range []schema.GroupVersion{
		{Group: group, Version: "v2"},
		{Group: group, Version: "v1alpha1"},
		{Group: "other.example.com", Version: "v1"},
		{Group: "other.example.com", Version: runtime.APIVersionInternal},
	} {
		if known := scheme.KnownTypes(gv); len(known) != 0 {
			t.Errorf("KnownTypes(%v) = %v, want none", gv, known)
		}
		if scheme.IsVersionRegistered(gv) {
			t.Errorf("IsVersionRegistered(%v) = true, want false", gv)
		}
		if _, err := scheme.New(gv.WithKind("Widget")); !runtime.IsNotRegisteredError(err) {
			t.Errorf("New(%v) error = %v, want a not-registered error", gv.WithKind("Widget"), err)
		}
	}
	for _, gvk := range []schema.GroupVersionKind{
		widgetsv1.SchemeGroupVersion.WithKind("Gizmo"),
		widgets.SchemeGroupVersion.WithKind("Gizmo"),
		// The option types are only registered in the external versions.
		widgets.SchemeGroupVersion.WithKind("ListOptions"),
		// Kinds are case-sensitive.
		widgetsv1.SchemeGroupVersion.WithKind("widget"),
	} {
		if _, err := scheme.New(gvk); !runtime.IsNotRegisteredError(err) {
			t.Errorf("New(%v) error = %v, want a not-registered error", gvk, err)
		}
		if scheme.Recognizes(gvk) {
			t.Errorf("Recognizes(%v) = true", gvk)
		}
	}
	if scheme.IsGroupRegistered("other.example.com") {
		t.Error(`IsGroupRegistered("other.example.com") = true`)
	}
	// A type the group never registers has no kinds.
	for _, obj := range []runtime.Object{&metav1.PartialObjectMetadata{}, &runtime.Unknown{}} {
		if gvks, _, err := scheme.ObjectKinds(obj); !runtime.IsNotRegisteredError(err) {
			t.Errorf("ObjectKinds(%T) = %v, %v; want a not-registered error", obj, gvks, err)
		}
	}
}

func TestInstallRegisteredVersions(t *testing.T) {
	scheme := installedScheme(t)
	if !scheme.IsGroupRegistered(group) {
		t.Errorf("IsGroupRegistered(%q) = false", group)
	}
	for _, tc := range []struct {
		gv   schema.GroupVersion
		want bool
	}{
		{widgetsv1.SchemeGroupVersion, true},
		{v1beta1.SchemeGroupVersion, true},
		// apimachinery never records the internal version as observed: types
		// are registered there, but IsVersionRegistered is about the versions
		// clients may use.
		{widgets.SchemeGroupVersion, false},
	} {
		if got := scheme.IsVersionRegistered(tc.gv); got != tc.want {
			t.Errorf("IsVersionRegistered(%v) = %v, want %v", tc.gv, got, tc.want)
		}
	}
	if got := widgets.SchemeGroupVersion.Version; got != runtime.APIVersionInternal {
		t.Errorf("internal version = %q, want %q", got, runtime.APIVersionInternal)
	}
	// ... but its kinds are there.
	if known := scheme.KnownTypes(widgets.SchemeGroupVersion); known["Widget"] != reflect.TypeFor[widgets.Widget]() {
		t.Errorf("KnownTypes(internal)[Widget] = %v, want %v", known["Widget"], reflect.TypeFor[widgets.Widget]())
	}
}
