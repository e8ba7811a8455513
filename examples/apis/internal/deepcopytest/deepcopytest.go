/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package deepcopytest checks generated deep-copy functions: it fills objects
// with random data, deep copies them, checks the copy is equal and shares no
// memory with the original, then mutates every value reachable from the copy
// and checks the original did not change.
package deepcopytest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"sigs.k8s.io/randfill"

	apiequality "k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/runtime"
)

// Object is the method set deepcopy-gen generates for a top-level type T
// tagged with +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object.
type Object[T any] interface {
	*T
	runtime.Object
	DeepCopy() *T
	DeepCopyInto(*T)
}

// Config configures a deep-copy test.
type Config struct {
	// Iterations is the number of random objects to test. Default 200.
	Iterations int
	// Seed is the seed of the first iteration; iteration i uses Seed+i.
	Seed int64
	// Funcs are custom randfill functions.
	Funcs []any
	// MaxDepth bounds the fill depth (recursive types). Default 24.
	MaxDepth int
}

func (c Config) withDefaults() Config {
	if c.Iterations == 0 {
		c.Iterations = 200
	}
	if c.MaxDepth == 0 {
		c.MaxDepth = 24
	}
	return c
}

// filler returns the filler for iteration i. Two fillers for the same
// iteration produce identical values, which gives an independent snapshot.
func (c Config) filler(i int) *randfill.Filler {
	f := randfill.NewWithSeed(c.Seed + int64(i)).Funcs(c.Funcs...).MaxDepth(c.MaxDepth)
	if i%2 == 0 {
		// Everything set, every collection non-empty.
		return f.NilChance(0).NumElements(1, 3)
	}
	return f.NilChance(0.25).NumElements(0, 4)
}

// Run tests DeepCopy, DeepCopyInto and DeepCopyObject of the top-level type T.
func Run[T any, PT Object[T]](t *testing.T, cfg Config) {
	t.Helper()
	cfg = cfg.withDefaults()
	cov := newCoverage(reflect.TypeFor[T]())

	for i := 0; i < cfg.Iterations; i++ {
		orig := PT(new(T))
		cfg.filler(i).Fill(orig)
		cov.record(reflect.ValueOf(orig).Elem())

		// Independent snapshots of the original: a second fill with the same
		// seed, and a JSON round trip of it.
		snap := PT(new(T))
		cfg.filler(i).Fill(snap)
		if !reflect.DeepEqual(orig, snap) {
			t.Fatalf("iteration %d: randfill is not deterministic: %s", i, diff(orig, snap))
		}
		data, err := json.Marshal(snap)
		if err != nil {
			t.Fatalf("iteration %d: json.Marshal: %v", i, err)
		}
		fromJSON := PT(new(T))
		if err := json.Unmarshal(data, fromJSON); err != nil {
			t.Fatalf("iteration %d: json.Unmarshal: %v", i, err)
		}
		if !apiequality.Semantic.DeepEqual(orig, fromJSON) {
			t.Fatalf("iteration %d: JSON round trip of the filled object differs (fill funcs produce invalid values?): %s", i, diff(orig, fromJSON))
		}

		copies := copiesOf(t, i, orig)

		checkCopies(t, i, orig, copies)
		if !reflect.DeepEqual(orig, snap) {
			t.Fatalf("iteration %d: mutating a deep copy changed the original: %s", i, diff(snap, orig))
		}
		if !apiequality.Semantic.DeepEqual(orig, fromJSON) {
			t.Fatalf("iteration %d: mutating a deep copy changed the original (vs JSON snapshot): %s", i, diff(fromJSON, orig))
		}
	}

	if missing := cov.missing(); len(missing) > 0 {
		t.Errorf("fields never filled with a non-zero value in %d iterations (test does not exercise them):\n  %s",
			cfg.Iterations, strings.Join(missing, "\n  "))
	}

	var nilPtr PT
	if got := nilPtr.DeepCopy(); got != nil {
		t.Errorf("DeepCopy of a nil %T = %v, want nil", nilPtr, got)
	}
	if got := nilPtr.DeepCopyObject(); got != nil {
		t.Errorf("DeepCopyObject of a nil %T = %#v, want untyped nil", nilPtr, got)
	}
}

// copiesOf returns the copies of orig made by DeepCopy, DeepCopyInto and
// DeepCopyObject, failing t if one is nil or orig itself.
func copiesOf[T any, PT Object[T]](t *testing.T, i int, orig PT) []PT {
	t.Helper()
	var copies []PT

	cp := orig.DeepCopy()
	if cp == nil {
		t.Fatalf("iteration %d: DeepCopy returned nil", i)
	}
	if (*T)(cp) == (*T)(orig) {
		t.Fatalf("iteration %d: DeepCopy returned its receiver", i)
	}
	copies = append(copies, PT(cp))

	into := PT(new(T))
	orig.DeepCopyInto((*T)(into))
	copies = append(copies, into)

	obj := orig.DeepCopyObject()
	typed, ok := obj.(PT)
	if !ok {
		t.Fatalf("iteration %d: DeepCopyObject returned %T, want %T", i, obj, orig)
	}
	if typed == orig {
		t.Fatalf("iteration %d: DeepCopyObject returned its receiver", i)
	}
	copies = append(copies, typed)
	return copies
}

// checkCopies fails t unless every copy equals orig, shares no memory with
// it, and changes visibly when mutated.
func checkCopies[T any, PT Object[T]](t *testing.T, i int, orig PT, copies []PT) {
	t.Helper()
	for j, c := range copies {
		if !reflect.DeepEqual(orig, c) {
			t.Fatalf("iteration %d, copy %d: copy differs from original: %s", i, j, diff(orig, c))
		}
		if !apiequality.Semantic.DeepEqual(orig, c) {
			t.Fatalf("iteration %d, copy %d: copy is not semantically equal to original: %s", i, j, diff(orig, c))
		}
		if a := Aliases(orig, c); len(a) > 0 {
			t.Fatalf("iteration %d, copy %d: copy shares memory with the original at:\n  %s", i, j, strings.Join(a, "\n  "))
		}
	}

	for j, c := range copies {
		if n := Mutate(c); n == 0 {
			t.Fatalf("iteration %d, copy %d: nothing was mutated", i, j)
		}
		if reflect.DeepEqual(orig, c) {
			t.Fatalf("iteration %d, copy %d: mutation had no visible effect", i, j)
		}
	}
}

// RunNamed tests the DeepCopy method of a named map or slice type T, passed
// as a method expression such as ZoneList.DeepCopy.
func RunNamed[T any](t *testing.T, cfg Config, deepCopy func(T) T) {
	t.Helper()
	cfg = cfg.withDefaults()
	if k := reflect.TypeFor[T]().Kind(); k != reflect.Map && k != reflect.Slice {
		t.Fatalf("RunNamed: %v is a %v, want a map or slice type", reflect.TypeFor[T](), k)
	}
	var zero T
	if got := deepCopy(zero); !reflect.ValueOf(got).IsNil() {
		t.Errorf("DeepCopy of a nil %T = %#v, want nil", zero, got)
	}
	for i := 0; i < cfg.Iterations; i++ {
		var orig, snap T
		cfg.filler(i).Fill(&orig)
		cfg.filler(i).Fill(&snap)
		if !reflect.DeepEqual(orig, snap) {
			t.Fatalf("iteration %d: randfill is not deterministic", i)
		}
		cp := deepCopy(orig)
		if !reflect.DeepEqual(orig, cp) {
			t.Fatalf("iteration %d: copy differs from original: %s", i, diff(orig, cp))
		}
		if a := Aliases(orig, cp); len(a) > 0 {
			t.Fatalf("iteration %d: copy shares memory with the original at:\n  %s", i, strings.Join(a, "\n  "))
		}
		Mutate(&cp)
		if !reflect.DeepEqual(orig, snap) {
			t.Fatalf("iteration %d: mutating a deep copy changed the original: %s", i, diff(snap, orig))
		}
	}
}

func diff(a, b any) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = fmt.Sprintf("\n got: %#v\nwant: %#v", b, a)
		}
	}()
	return "(-want +got)\n" + cmp.Diff(a, b)
}

var (
	quantityType = reflect.TypeFor[resource.Quantity]()
	timeType     = reflect.TypeFor[time.Time]()
)

// Mutate changes, in place, every value reachable from ptr, which must be a
// non-nil pointer: numbers are incremented, booleans flipped, strings
// extended, every slice and array element, map value and pointer target is
// mutated recursively, and a key is added to every map with string keys.
// Quantities are changed with Quantity.Add, which modifies their internal
// *inf.Dec in place. Unexported fields of other types are left alone.
// It returns the number of values changed.
func Mutate(ptr any) int {
	v := reflect.ValueOf(ptr)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		panic(fmt.Sprintf("Mutate: want a non-nil pointer, got %T", ptr))
	}
	m := &mutator{}
	m.mutate(v.Elem())
	return m.n
}

type mutator struct{ n int }

func (m *mutator) mutate(v reflect.Value) {
	if !v.CanSet() {
		// Only reachable through unexported struct fields, which we skip.
		return
	}
	switch v.Type() {
	case quantityType:
		q := v.Addr().Interface().(*resource.Quantity)
		q.Add(resource.MustParse("1"))
		m.n++
		return
	case timeType:
		v.Set(reflect.ValueOf(v.Interface().(time.Time).Add(time.Hour + time.Second)))
		m.n++
		return
	}

	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
		m.n++
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
		m.n++
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(v.Uint() + 1)
		m.n++
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
		m.n++
	case reflect.Complex64, reflect.Complex128:
		v.SetComplex(v.Complex() + 1)
		m.n++
	case reflect.String:
		v.SetString(v.String() + "~mutated")
		m.n++
	case reflect.Pointer:
		if !v.IsNil() {
			m.mutate(v.Elem())
		}
	case reflect.Interface:
		m.mutateInterface(v)
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			m.mutate(v.Index(i))
		}
	case reflect.Map:
		m.mutateMap(v)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				m.mutate(v.Field(i))
			}
		}
	}
}

// mutateInterface mutates the value an interface holds.
func (m *mutator) mutateInterface(v reflect.Value) {
	if v.IsNil() {
		return
	}
	e := v.Elem()
	if e.Kind() == reflect.Pointer {
		if !e.IsNil() {
			m.mutate(e.Elem())
		}
		return
	}
	c := reflect.New(e.Type()).Elem()
	c.Set(e)
	m.mutate(c)
	v.Set(c)
}

// mutateMap mutates every value of a map, and adds a key to a map with
// string keys.
func (m *mutator) mutateMap(v reflect.Value) {
	if v.IsNil() {
		return
	}
	for _, k := range v.MapKeys() {
		val := reflect.New(v.Type().Elem()).Elem()
		val.Set(v.MapIndex(k))
		m.mutate(val) // mutates pointer targets and slice elements in place
		v.SetMapIndex(k, val)
		m.n++
	}
	if v.Type().Key().Kind() == reflect.String {
		k := reflect.New(v.Type().Key()).Elem()
		k.SetString("deepcopytest-added-key")
		if !v.MapIndex(k).IsValid() {
			v.SetMapIndex(k, reflect.Zero(v.Type().Elem()))
			m.n++
		}
	}
}

// Aliases walks a and b, two values of the same type, in parallel (including
// unexported fields) and returns the paths at which they share memory: equal
// non-nil pointers, maps, or backing arrays of non-empty slices. Strings are
// immutable and the *time.Location inside time.Time is shared by design, so
// neither counts.
func Aliases(a, b any) []string {
	w := &aliasWalker{}
	root := reflect.TypeOf(a)
	if root.Kind() == reflect.Pointer {
		root = root.Elem()
	}
	w.walk(reflect.ValueOf(a), reflect.ValueOf(b), root.String(), true)
	return w.found
}

type aliasWalker struct{ found []string }

func (w *aliasWalker) walk(a, b reflect.Value, path string, top bool) {
	if a.Type() != b.Type() || a.Type() == timeType {
		return
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return
		}
		if !top && a.Pointer() == b.Pointer() && a.Type().Elem().Size() != 0 {
			w.found = append(w.found, path)
			return
		}
		if top {
			w.walk(a.Elem(), b.Elem(), path, false)
			return
		}
		w.walk(a.Elem(), b.Elem(), "(*"+path+")", false)
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return
		}
		w.walk(a.Elem(), b.Elem(), path, false)
	case reflect.Map:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			w.found = append(w.found, path)
			return
		}
		for _, k := range a.MapKeys() {
			if bv := b.MapIndex(k); bv.IsValid() {
				w.walk(a.MapIndex(k), bv, fmt.Sprintf("%s[%#v]", path, k), false)
			}
		}
	case reflect.Slice:
		if a.Len() == 0 || b.Len() == 0 {
			return
		}
		if a.Pointer() == b.Pointer() && a.Type().Elem().Size() != 0 {
			w.found = append(w.found, path)
			return
		}
		for i := 0; i < min(a.Len(), b.Len()); i++ {
			w.walk(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), false)
		}
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			w.walk(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), false)
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			w.walk(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name, false)
		}
	}
}

// coverage records which exported fields of the struct types declared in the
// root type's package were ever seen with a non-zero value.
type coverage struct {
	pkg  string
	all  map[string]bool // "Type.Field" -> seen non-zero
	seen map[reflect.Type]bool
}

func newCoverage(root reflect.Type) *coverage {
	c := &coverage{pkg: root.PkgPath(), all: map[string]bool{}, seen: map[reflect.Type]bool{}}
	c.collect(root)
	return c
}

func (c *coverage) collect(t reflect.Type) {
	if c.seen[t] {
		return
	}
	c.seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		c.collect(t.Elem())
	case reflect.Map:
		c.collect(t.Key())
		c.collect(t.Elem())
	case reflect.Struct:
		if t.PkgPath() != c.pkg {
			return
		}
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.IsExported() {
				c.all[t.Name()+"."+f.Name] = false
				c.collect(f.Type)
			}
		}
	}
}

func (c *coverage) record(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			c.record(v.Elem())
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			c.record(v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			c.record(v.MapIndex(k))
		}
	case reflect.Struct:
		t := v.Type()
		if t.PkgPath() != c.pkg {
			return
		}
		for i := 0; i < t.NumField(); i++ {
			if !t.Field(i).IsExported() {
				continue
			}
			f := v.Field(i)
			if !f.IsZero() {
				c.all[t.Name()+"."+t.Field(i).Name] = true
			}
			c.record(f)
		}
	}
}

func (c *coverage) missing() []string {
	var out []string
	for k, ok := range c.all {
		if !ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}
