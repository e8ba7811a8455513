/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package install_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"sigs.k8s.io/randfill"

	apiequality "k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/runtime"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/fuzzer"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/install"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/v1beta1"
)

const roundTripIterations = 250

func installedScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	return scheme
}

// filler returns the filler of iteration i: two fillers for the same seed and
// iteration fill identical values. Even iterations fill everything, with
// non-empty collections; odd ones leave some values nil or empty.
func filler(seed int64, i int, funcs []any) *randfill.Filler {
	f := randfill.NewWithSeed(seed + int64(i)).Funcs(funcs...).MaxDepth(24)
	if i%2 == 0 {
		return f.NilChance(0).NumElements(1, 3)
	}
	return f.NilChance(0.25).NumElements(0, 4)
}

// roundTrip fills objects of type From with funcs, converts them to To and
// back with scheme.Convert, and checks the result is semantically equal to
// the original, and that the conversions did not modify their input.
// observe, if not nil, is called with each original.
func roundTrip(t *testing.T, scheme *runtime.Scheme, seed int64, funcs []any, newFrom, newTo func() runtime.Object, observe func(runtime.Object)) {
	t.Helper()
	for i := 0; i < roundTripIterations; i++ {
		orig, snapshot := newFrom(), newFrom()
		filler(seed, i, funcs).Fill(orig)
		filler(seed, i, funcs).Fill(snapshot)
		if !reflect.DeepEqual(orig, snapshot) {
			t.Fatalf("iteration %d: randfill is not deterministic", i)
		}
		if observe != nil {
			observe(orig)
		}

		// scheme.Convert, unlike ConvertToVersion, does not copy its input:
		// the conversions run on orig itself.
		mid := newTo()
		if err := scheme.Convert(orig, mid, nil); err != nil {
			t.Fatalf("iteration %d: converting %T to %T: %v", i, orig, mid, err)
		}
		if !reflect.DeepEqual(orig, snapshot) {
			t.Fatalf("iteration %d: converting %T to %T modified its input (-before +after):\n%s", i, orig, mid, cmp.Diff(snapshot, orig))
		}
		midSnapshot := mid.DeepCopyObject()

		back := newFrom()
		if err := scheme.Convert(mid, back, nil); err != nil {
			t.Fatalf("iteration %d: converting %T to %T: %v", i, mid, back, err)
		}
		if !reflect.DeepEqual(mid, midSnapshot) {
			t.Fatalf("iteration %d: converting %T to %T modified its input (-before +after):\n%s", i, mid, back, cmp.Diff(midSnapshot, mid))
		}
		if !apiequality.Semantic.DeepEqual(snapshot, back) {
			t.Fatalf("iteration %d: %T -> %T -> %T round trip differs (-original +round-tripped):\n%s", i, orig, mid, back, cmp.Diff(snapshot, back))
		}
	}
}

type roundTripKind struct {
	name                  string
	internal, v1beta1, v1 func() runtime.Object
	seed                  int64
}

func roundTripKinds() []roundTripKind {
	return []roundTripKind{
		{"Widget", func() runtime.Object { return &widgets.Widget{} }, func() runtime.Object { return &v1beta1.Widget{} }, func() runtime.Object { return &widgetsv1.Widget{} }, 10000},
		{"WidgetList", func() runtime.Object { return &widgets.WidgetList{} }, func() runtime.Object { return &v1beta1.WidgetList{} }, func() runtime.Object { return &widgetsv1.WidgetList{} }, 20000},
		{"Gadget", func() runtime.Object { return &widgets.Gadget{} }, func() runtime.Object { return &v1beta1.Gadget{} }, func() runtime.Object { return &widgetsv1.Gadget{} }, 30000},
		{"GadgetList", func() runtime.Object { return &widgets.GadgetList{} }, func() runtime.Object { return &v1beta1.GadgetList{} }, func() runtime.Object { return &widgetsv1.GadgetList{} }, 40000},
	}
}

// widgetStats counts, over the widgets the round trips start from, those
// with the values the hand-written conversions handle, so that the test
// fails if the fuzzer stops producing them.
type widgetStats struct {
	widgets, flavored, sized, withStrategy int
}

func (st *widgetStats) observe(obj runtime.Object) {
	add := func(flavor string, sized, withStrategy bool) {
		st.widgets++
		if flavor != "" {
			st.flavored++
		}
		if sized {
			st.sized++
		}
		if withStrategy {
			st.withStrategy++
		}
	}
	switch o := obj.(type) {
	case *widgets.Widget:
		add(o.Spec.Flavor, o.Spec.Size != nil, o.Spec.Strategy != nil)
	case *v1beta1.Widget:
		add(o.Spec.Flavor, o.Spec.Replicas != nil, false)
	case *widgetsv1.Widget:
		add(o.Annotations[widgetsv1.FlavorAnnotation], o.Spec.Size != nil, o.Spec.Strategy != nil)
	case *widgets.WidgetList:
		for i := range o.Items {
			st.observe(&o.Items[i])
		}
	case *v1beta1.WidgetList:
		for i := range o.Items {
			st.observe(&o.Items[i])
		}
	case *widgetsv1.WidgetList:
		for i := range o.Items {
			st.observe(&o.Items[i])
		}
	}
}

// check fails the test unless the widgets seen cover both an empty and a
// non-empty flavor, a set size and, if wantStrategy, a set strategy.
func (st *widgetStats) check(t *testing.T, wantStrategy bool) {
	t.Helper()
	if st.widgets == 0 {
		return // not a widget kind
	}
	if st.flavored == 0 || st.flavored == st.widgets {
		t.Errorf("of %d widgets, %d have a flavor; want some with and some without", st.widgets, st.flavored)
	}
	if st.sized == 0 {
		t.Errorf("none of %d widgets has a size (replicas)", st.widgets)
	}
	if wantStrategy && st.withStrategy == 0 {
		t.Errorf("none of %d widgets has a strategy", st.widgets)
	}
	if !wantStrategy && st.withStrategy != 0 {
		t.Errorf("%d of %d widgets have a strategy, which the fuzzer should have cleared", st.withStrategy, st.widgets)
	}
}

// TestRoundTripExternal converts random objects of each external version to
// the internal version and back.
func TestRoundTripExternal(t *testing.T) {
	scheme := installedScheme(t)
	for _, k := range roundTripKinds() {
		for _, v := range []struct {
			version  string
			external func() runtime.Object
			strategy bool
		}{
			{"v1beta1", k.v1beta1, false},
			{"v1", k.v1, true},
		} {
			t.Run(v.version+"/"+k.name, func(t *testing.T) {
				var st widgetStats
				roundTrip(t, scheme, k.seed, fuzzer.ExternalFuncs(v.version), v.external, k.internal, st.observe)
				st.check(t, v.strategy)
			})
		}
	}
}

// TestRoundTripInternal converts random internal objects, holding only what
// the external version can represent, to that version and back.
func TestRoundTripInternal(t *testing.T) {
	scheme := installedScheme(t)
	for _, k := range roundTripKinds() {
		for _, v := range []struct {
			version  string
			external func() runtime.Object
			strategy bool
		}{
			{"v1", k.v1, true},
			{"v1beta1", k.v1beta1, false},
		} {
			t.Run(v.version+"/"+k.name, func(t *testing.T) {
				var st widgetStats
				roundTrip(t, scheme, k.seed+5000, fuzzer.InternalFuncs(v.version), k.internal, v.external, st.observe)
				st.check(t, v.strategy)
			})
		}
	}
}
