/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package fuzzer holds randfill functions that produce valid values for the
// apimachinery types used by the widgets API group: values that survive a
// JSON round trip and compare equal with apiequality.Semantic afterwards.
package fuzzer

import (
	"fmt"
	"time"

	"sigs.k8s.io/randfill"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
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
