/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package install_test

import (
	"maps"
	"reflect"
	"slices"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/install"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/v1beta1"
)

const group = "widgets.example.gvk.dev"

type kindCase struct {
	gvk schema.GroupVersionKind
	obj runtime.Object // zero value of the expected type
}

func kindCases() []kindCase {
	gvk := func(version, kind string) schema.GroupVersionKind {
		return schema.GroupVersionKind{Group: group, Version: version, Kind: kind}
	}
	internal := runtime.APIVersionInternal
	return []kindCase{
		{gvk(internal, "Widget"), &widgets.Widget{}},
		{gvk(internal, "WidgetList"), &widgets.WidgetList{}},
		{gvk(internal, "Gadget"), &widgets.Gadget{}},
		{gvk(internal, "GadgetList"), &widgets.GadgetList{}},
		{gvk("v1beta1", "Widget"), &v1beta1.Widget{}},
		{gvk("v1beta1", "WidgetList"), &v1beta1.WidgetList{}},
		{gvk("v1beta1", "Gadget"), &v1beta1.Gadget{}},
		{gvk("v1beta1", "GadgetList"), &v1beta1.GadgetList{}},
		{gvk("v1", "Widget"), &widgetsv1.Widget{}},
		{gvk("v1", "WidgetList"), &widgetsv1.WidgetList{}},
		{gvk("v1", "Gadget"), &widgetsv1.Gadget{}},
		{gvk("v1", "GadgetList"), &widgetsv1.GadgetList{}},
	}
}

func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	for name, add := range map[string]func(*runtime.Scheme) error{
		"widgets": widgets.AddToScheme,
		"v1beta1": v1beta1.AddToScheme,
		"v1":      widgetsv1.AddToScheme,
	} {
		if err := add(scheme); err != nil {
			t.Fatalf("%s.AddToScheme: %v", name, err)
		}
	}
	return scheme
}

// schemes returns the two ways a scheme gets the group: each version's
// generated AddToScheme, and the generated install.Install. The tests that
// range over them must give the same answers for both.
func schemes(t *testing.T) []struct {
	name   string
	scheme *runtime.Scheme
} {
	t.Helper()
	return []struct {
		name   string
		scheme *runtime.Scheme
	}{
		{"AddToScheme", newScheme(t)},
		{"install.Install", installedScheme(t)},
	}
}

func TestSchemeGroupVersions(t *testing.T) {
	for _, tc := range []struct {
		got  schema.GroupVersion
		want string
	}{
		{widgets.SchemeGroupVersion, runtime.APIVersionInternal},
		{v1beta1.SchemeGroupVersion, "v1beta1"},
		{widgetsv1.SchemeGroupVersion, "v1"},
	} {
		if want := (schema.GroupVersion{Group: group, Version: tc.want}); tc.got != want {
			t.Errorf("SchemeGroupVersion = %v, want %v", tc.got, want)
		}
	}
	if got, want := widgets.Kind("Widget"), (schema.GroupKind{Group: group, Kind: "Widget"}); got != want {
		t.Errorf("widgets.Kind = %v, want %v", got, want)
	}
	if got, want := widgetsv1.Resource("gadgets"), (schema.GroupResource{Group: group, Resource: "gadgets"}); got != want {
		t.Errorf("v1.Resource = %v, want %v", got, want)
	}
}

func TestSchemeNew(t *testing.T) {
	for _, sc := range schemes(t) {
		t.Run(sc.name, func(t *testing.T) { testSchemeNew(t, sc.scheme) })
	}
}

func testSchemeNew(t *testing.T, scheme *runtime.Scheme) {
	for _, tc := range kindCases() {
		obj, err := scheme.New(tc.gvk)
		if err != nil {
			t.Errorf("New(%v): %v", tc.gvk, err)
			continue
		}
		if got, want := reflect.TypeOf(obj), reflect.TypeOf(tc.obj); got != want {
			t.Errorf("New(%v) returned %v, want %v", tc.gvk, got, want)
		}
		if !scheme.Recognizes(tc.gvk) {
			t.Errorf("Recognizes(%v) = false", tc.gvk)
		}
	}

	for _, gvk := range []schema.GroupVersionKind{
		{Group: group, Version: "v1", Kind: "Gizmo"},
		{Group: group, Version: "v2", Kind: "Widget"},
		{Group: "other.example.com", Version: "v1", Kind: "Widget"},
	} {
		if _, err := scheme.New(gvk); !runtime.IsNotRegisteredError(err) {
			t.Errorf("New(%v) error = %v, want a not-registered error", gvk, err)
		}
	}
}

func TestSchemeObjectKinds(t *testing.T) {
	for _, sc := range schemes(t) {
		t.Run(sc.name, func(t *testing.T) { testSchemeObjectKinds(t, sc.scheme) })
	}
}

func testSchemeObjectKinds(t *testing.T, scheme *runtime.Scheme) {
	for _, tc := range kindCases() {
		gvks, unversioned, err := scheme.ObjectKinds(tc.obj)
		if err != nil {
			t.Errorf("ObjectKinds(%T): %v", tc.obj, err)
			continue
		}
		if unversioned {
			t.Errorf("ObjectKinds(%T) reports an unversioned type", tc.obj)
		}
		if want := []schema.GroupVersionKind{tc.gvk}; !reflect.DeepEqual(gvks, want) {
			t.Errorf("ObjectKinds(%T) = %v, want %v", tc.obj, gvks, want)
		}
	}
}

func TestSchemeKnownTypes(t *testing.T) {
	for _, sc := range schemes(t) {
		t.Run(sc.name, func(t *testing.T) { testSchemeKnownTypes(t, sc.scheme) })
	}
}

func testSchemeKnownTypes(t *testing.T, scheme *runtime.Scheme) {
	ours := []string{"Gadget", "GadgetList", "Widget", "WidgetList"}

	// metav1.AddToGroupVersion, called by the external versions, also
	// registers the internal WatchEvent.
	internal := scheme.KnownTypes(widgets.SchemeGroupVersion)
	wantInternal := []string{"Gadget", "GadgetList", "WatchEvent", "Widget", "WidgetList"}
	if got := slices.Sorted(maps.Keys(internal)); !reflect.DeepEqual(got, wantInternal) {
		t.Errorf("internal known kinds = %v, want %v", got, wantInternal)
	}
	if got, want := internal["Widget"], reflect.TypeFor[widgets.Widget](); got != want {
		t.Errorf("internal Widget type = %v, want %v", got, want)
	}
	for _, gv := range []schema.GroupVersion{v1beta1.SchemeGroupVersion, widgetsv1.SchemeGroupVersion} {
		known := scheme.KnownTypes(gv)
		for _, kind := range ours {
			if _, ok := known[kind]; !ok {
				t.Errorf("%v: kind %s not registered", gv, kind)
			}
		}
		// metav1.AddToGroupVersion registers the shared option types.
		for _, kind := range []string{"WatchEvent", "ListOptions", "GetOptions", "DeleteOptions"} {
			if _, ok := known[kind]; !ok {
				t.Errorf("%v: kind %s (from metav1.AddToGroupVersion) not registered", gv, kind)
			}
		}
	}
	if !scheme.IsGroupRegistered(group) {
		t.Errorf("IsGroupRegistered(%q) = false", group)
	}
	if obj, err := scheme.New(widgetsv1.SchemeGroupVersion.WithKind("ListOptions")); err != nil {
		t.Errorf("New(ListOptions): %v", err)
	} else if _, ok := obj.(*metav1.ListOptions); !ok {
		t.Errorf("New(ListOptions) returned %T", obj)
	}
}

// TestInstallVersionPriority checks the order install.Install gives the
// external versions: v1, the stable and storage version, first. (That
// install.Install registers every kind is checked by the TestScheme* tests.)
func TestInstallVersionPriority(t *testing.T) {
	scheme := runtime.NewScheme()
	install.Install(scheme)
	got := scheme.PrioritizedVersionsForGroup(group)
	want := []schema.GroupVersion{widgetsv1.SchemeGroupVersion, v1beta1.SchemeGroupVersion}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("PrioritizedVersionsForGroup = %v, want %v", got, want)
	}
	if len(got) == 0 || got[0] != widgetsv1.SchemeGroupVersion {
		t.Fatalf("preferred version = %v, want %v", got, widgetsv1.SchemeGroupVersion)
	}

	// PreferredVersionAllGroups must agree: exactly one entry for the group
	// (the metav1 unversioned types add one for the legacy "" group).
	var preferred []schema.GroupVersion
	for _, gv := range scheme.PreferredVersionAllGroups() {
		if gv.Group == group {
			preferred = append(preferred, gv)
		}
	}
	if want := []schema.GroupVersion{got[0]}; !reflect.DeepEqual(preferred, want) {
		t.Errorf("PreferredVersionAllGroups has %v for %s, want %v (all: %v)",
			preferred, group, want, scheme.PreferredVersionAllGroups())
	}

	// The order over all groups keeps v1 before v1beta1 and never lists the
	// internal version.
	var all []schema.GroupVersion
	for _, gv := range scheme.PrioritizedVersionsAllGroups() {
		if gv.Group == group {
			all = append(all, gv)
		}
	}
	if !reflect.DeepEqual(all, want) {
		t.Errorf("PrioritizedVersionsAllGroups has %v for %s, want %v", all, group, want)
	}
}
