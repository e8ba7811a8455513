/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package fuzzer holds randfill functions that produce valid values for the
// apimachinery types used by the widgets API group: values that survive a
// JSON round trip and compare equal with apiequality.Semantic afterwards.
// ExternalFuncs and InternalFuncs restrict objects further to what survives a
// conversion round trip between versions.
package fuzzer

import (
	"fmt"
	"time"

	"sigs.k8s.io/randfill"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"

	"github.com/gvk-dev/gvkgen/examples/apis/widgets"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
)

// Funcs returns the custom fill functions for the widgets API group.
func Funcs() []any {
	return []any{
		func(q *resource.Quantity, c randfill.Continue) {
			switch c.Intn(3) {
			case 0:
				// int64Amount form.
				*q = *resource.NewQuantity(c.Int63n(1000), resource.DecimalSI)
			case 1:
				*q = *resource.NewMilliQuantity(c.Int63n(100000), resource.DecimalSI)
			default:
				// Too large for an int64Amount: stored as an *inf.Dec, which a
				// deep copy must not share.
				*q = resource.MustParse(fmt.Sprintf("%d%09d%09d%09d", 1+c.Intn(9), c.Int63n(1e9), c.Int63n(1e9), c.Int63n(1e9)))
			}
		},
		func(t *metav1.Time, c randfill.Continue) {
			// Whole seconds in a range RFC 3339 can represent; JSON drops sub-second precision.
			*t = metav1.Unix(c.Int63n(1<<32), 0).Rfc3339Copy()
		},
		func(d *metav1.Duration, c randfill.Continue) {
			d.Duration = time.Duration(c.Int63n(int64(1000 * time.Hour)))
		},
		func(x *intstr.IntOrString, c randfill.Continue) {
			if c.Bool() {
				*x = intstr.FromInt32(c.Int31())
			} else {
				*x = intstr.FromString(c.String(0))
			}
		},
		func(r *runtime.RawExtension, c randfill.Continue) {
			// Compact JSON, as encoding/json would produce it; no Object.
			r.Raw = fmt.Appendf(nil, `{"apiVersion":"example.com/v1","kind":"Config","n":%d}`, c.Int63())
			r.Object = nil
		},
		func(f *metav1.FieldsV1, c randfill.Continue) {
			f.Raw = fmt.Appendf(nil, `{"f:metadata":{"f:labels":{"f:k%d":{}}}}`, c.Intn(100))
		},
	}
}

// Conversion round trips.
//
// Conversions never carry TypeMeta, and each version holds only part of what
// the internal version holds; the functions below fill objects with what
// survives a conversion round trip, and clear the rest.

// clearTypeMeta leaves every TypeMeta (of objects and of list items) empty:
// conversion functions do not convert it.
func clearTypeMeta(tm *metav1.TypeMeta, c randfill.Continue) {
	*tm = metav1.TypeMeta{}
}

// ExternalFuncs returns the fill functions for objects of the external
// version ("v1beta1" or "v1") that survive a conversion to the internal
// version and back: Funcs, an empty TypeMeta, and, in v1, a FlavorAnnotation
// that is either absent or non-empty (the internal version has no way to
// tell an empty flavor from no flavor).
func ExternalFuncs(version string) []any {
	funcs := append(Funcs(), clearTypeMeta)
	switch version {
	case "v1beta1":
		// Everything a v1beta1 object holds exists in the internal version.
	case "v1":
		funcs = append(funcs, func(w *widgetsv1.Widget, c randfill.Continue) {
			c.FillNoCustom(w)
			delete(w.Annotations, widgetsv1.FlavorAnnotation)
			if c.Bool() {
				if w.Annotations == nil {
					w.Annotations = map[string]string{}
				}
				w.Annotations[widgetsv1.FlavorAnnotation] = "flavor-" + c.String(0)
			}
		})
	default:
		panic(fmt.Sprintf("fuzzer.ExternalFuncs: unknown version %q", version))
	}
	return funcs
}

// InternalFuncs returns the fill functions for internal objects that survive
// a conversion to the external version ("v1beta1" or "v1") and back: Funcs,
// an empty TypeMeta, and
//   - for v1beta1: no spec.strategy, which v1beta1 does not have;
//   - for v1: no FlavorAnnotation, which v1 uses for spec.flavor and which the
//     internal version never carries (spec.flavor itself survives).
func InternalFuncs(version string) []any {
	funcs := append(Funcs(), clearTypeMeta,
		func(s *widgets.WidgetSpec, c randfill.Continue) {
			c.FillNoCustom(s)
			if c.Intn(3) == 0 {
				// An empty flavor is the common case.
				s.Flavor = ""
			}
			if version == "v1beta1" {
				s.Strategy = nil
			}
		})
	switch version {
	case "v1beta1":
	case "v1":
		funcs = append(funcs, func(w *widgets.Widget, c randfill.Continue) {
			c.FillNoCustom(w)
			delete(w.Annotations, widgetsv1.FlavorAnnotation)
		})
	default:
		panic(fmt.Sprintf("fuzzer.InternalFuncs: unknown version %q", version))
	}
	return funcs
}
