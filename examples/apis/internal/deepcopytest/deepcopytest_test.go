/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package deepcopytest

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

type inner struct {
	N int32
	S []string
}

type shapes struct {
	Ptr         *int32
	StructPtr   *inner
	Time        *metav1.Time
	Bytes       []byte
	Strings     []string
	Structs     []inner
	Ptrs        []*inner
	Nested      [][]int64
	Map         map[string]string
	StructMap   map[string]inner
	SliceMap    map[string][]string
	PtrMap      map[string]*inner
	Quantity    resource.Quantity
	QuantityPtr *resource.Quantity
	IntOrString *intstr.IntOrString
	Raw         runtime.RawExtension
	Object      runtime.Object
	Array       [2]*inner
}

func newShapes() shapes {
	i32 := int32(1)
	return shapes{
		Ptr:         &i32,
		StructPtr:   &inner{N: 1},
		Time:        &metav1.Time{},
		Bytes:       []byte("abc"),
		Strings:     []string{"a"},
		Structs:     []inner{{S: []string{"x"}}},
		Ptrs:        []*inner{{N: 1}},
		Nested:      [][]int64{{1, 2}},
		Map:         map[string]string{"a": "b"},
		StructMap:   map[string]inner{"a": {S: []string{"x"}}},
		SliceMap:    map[string][]string{"a": {"b"}},
		PtrMap:      map[string]*inner{"a": {N: 1}},
		Quantity:    resource.MustParse("123456789012345678901234567890"), // *inf.Dec form
		QuantityPtr: resource.NewQuantity(5, resource.DecimalSI),
		IntOrString: &intstr.IntOrString{Type: intstr.String, StrVal: "x"},
		Raw:         runtime.RawExtension{Raw: []byte(`{}`)},
		Object:      &runtime.Unknown{Raw: []byte(`{}`)},
		Array:       [2]*inner{{N: 1}, nil},
	}
}

// TestShallowCopyIsDetected checks, field by field, that a shallow copy is
// caught twice: Aliases reports the shared memory, and mutating the shallow
// copy changes the original.
func TestShallowCopyIsDetected(t *testing.T) {
	typ := reflect.TypeFor[shapes]()
	for i := 0; i < typ.NumField(); i++ {
		t.Run(typ.Field(i).Name, func(t *testing.T) {
			var orig, want shapes
			reflect.ValueOf(&orig).Elem().Field(i).Set(reflect.ValueOf(newShapes()).Field(i))
			reflect.ValueOf(&want).Elem().Field(i).Set(reflect.ValueOf(newShapes()).Field(i))
			if !reflect.DeepEqual(orig, want) {
				t.Fatalf("test setup: independent values differ")
			}

			shallow := orig
			if a := Aliases(&orig, &shallow); len(a) == 0 {
				t.Errorf("Aliases found no shared memory in a shallow copy")
			}
			if n := Mutate(&shallow); n == 0 {
				t.Fatalf("Mutate changed nothing")
			}
			if reflect.DeepEqual(orig, want) {
				t.Errorf("mutating the shallow copy did not change the original")
			}
		})
	}
}

// TestRealCopyIsAccepted checks that a correct deep copy (made by JSON-free
// reflection-independent construction) is not flagged.
func TestRealCopyIsAccepted(t *testing.T) {
	orig, cp, want := newShapes(), newShapes(), newShapes()
	if a := Aliases(&orig, &cp); len(a) != 0 {
		t.Errorf("Aliases reported shared memory between independent values: %v", a)
	}
	Mutate(&cp)
	if !reflect.DeepEqual(orig, want) {
		t.Errorf("mutating an independent value changed the original")
	}
	if reflect.DeepEqual(cp, want) {
		t.Errorf("Mutate had no visible effect")
	}
}
