package crd

import (
	"go/token"
	"reflect"
	"slices"
)

// controller-gen keeps an inline (embedded) field's schema apart from its
// struct's own, as a branch of allOf, and flattens the branches in at the
// end. Where the struct is used (a field's type, a list's items) its
// schema starts empty: each inline field's branch is flattened in, in
// order, then the struct's own schema. At the root of a CRD the branches
// are flattened into the root's own schema. What the later one brings
// mostly wins or comes first (CEL rules), so the order of the rules of a
// struct, its embedded structs and theirs differs between the two.

// embedding is a struct's own schema (its fields, its type's markers) and
// the schemas of its inline fields.
type embedding struct {
	own     schema
	inlines []inline
	// refs are the own fields controller-gen refers to their named type's
	// schema (refs).
	refs refs
}

// inline is the schema of one inline field, where the field is, and the
// fields of its schema controller-gen refers to their named type's.
type inline struct {
	s    schema
	pos  token.Position
	refs refs
}

// refs tells, for each field of a flattened schema, whether controller-gen
// gave it by reference to its named type's schema: a field an embedded
// struct also has merges with it in one order or the other, and the
// first one's kind wins.
type refs map[string]bool

// add adds what more says of the fields r lacks.
func (r refs) add(more refs) {
	for k, v := range more {
		if _, ok := r[k]; !ok {
			r[k] = v
		}
	}
}

// refs are the refs of the struct e describes, as flatten flattens it.
func (e embedding) flatRefs(root bool) refs {
	r := refs{}
	if root {
		r.add(e.refs)
	}
	for _, f := range e.inlines {
		r.add(f.refs)
	}
	r.add(e.refs)
	return r
}

// docKeys are the keys a flattened schema keeps from its own schema only.
var docKeys = []string{"description", "title", "example", "externalDocs"}

// flatten is the schema of the struct e describes: at the root of a CRD
// when root is set, else where it is used. Conflicts are reported at the
// inline field unless quiet (the root's are its use's, reported already).
func (b *builder) flatten(e embedding, root, quiet bool) schema {
	if len(e.inlines) == 0 {
		return e.own
	}
	report := func(conflicts []string, at token.Position) {
		for _, c := range conflicts {
			if !quiet {
				b.pass.Errorf(at, "%s: controller-gen reports it when it flattens the inline fields into their struct; inline a struct whose fields' types agree with the struct's, or give the field a JSON name", c)
			}
		}
	}
	dst, dstRefs := schema{}, refs{}
	if root {
		dst = copySchema(e.own)
		dstRefs.add(e.refs)
	}
	for _, f := range e.inlines {
		report(flattenInto(dst, f.s, dstRefs), f.pos)
		dstRefs.add(f.refs)
	}
	if !root {
		// What conflicts with the struct's own schema came with an inline
		// field.
		report(flattenInto(dst, e.own, dstRefs), e.inlines[0].pos)
		for _, k := range docKeys {
			if v, ok := e.own[k]; ok {
				dst[k] = v
			}
		}
	}
	return dst
}

// flattenInto merges the allOf branch src into dst as controller-gen
// does: src's own branches first; documentation is dst's; properties
// merge; required fields add up; CEL rules add up, src's first; src's
// x-kubernetes- list, map and preserve flags win; a limit both set (equal
// min/maxProperties aside) moves to a new pair of allOf branches, dst's
// first. dstRefs are dst's fields given by reference (flattened after
// what is merged into them). It returns the types that conflict. dst's
// values are replaced, never changed in place: they may be a cached
// schema's.
func flattenInto(dst, src schema, dstRefs refs) []string {
	var conflicts []string
	if all, ok := src["allOf"].([]any); ok {
		for _, e := range all {
			if e, ok := e.(schema); ok {
				conflicts = append(conflicts, flattenInto(dst, e, dstRefs)...)
			}
		}
	}
	dstRest, srcRest := schema{}, schema{}
	for k, v := range src {
		if k == "allOf" || slices.Contains(docKeys, k) || isZero(v) {
			continue
		}
		old, has := dst[k]
		switch {
		case k == "enum":
			if !has {
				dst[k] = v
			}
		case !has || isZero(old):
			dst[k] = v
		case sameScalar(old, v):
		case k == "type":
			conflicts = append(conflicts, "conflicting types in allOf branches in schema: "+old.(string)+" vs "+v.(string))
		default:
			c, ok := resolve(dst, k, old, v, dstRefs)
			conflicts = append(conflicts, c...)
			if !ok {
				dstRest[k], srcRest[k] = old, v
				delete(dst, k)
			}
		}
	}
	if len(srcRest) > 0 {
		all, _ := dst["allOf"].([]any)
		dst["allOf"] = append(slices.Clip(all), dstRest, srcRest)
	}
	if r, ok := dst["required"].([]string); ok {
		r = slices.Clone(r)
		slices.Sort(r)
		dst["required"] = slices.Compact(r)
	}
	return conflicts
}

// resolve merges the value v of src's key k into dst, which has old; ok
// is false for a key whose two values go to allOf.
func resolve(dst schema, k string, old, v any, dstRefs refs) (conflicts []string, ok bool) {
	switch k {
	case "properties":
		props := copySchema(old.(schema))
		for name, p := range v.(schema) {
			if have, ok := props[name].(schema); ok {
				var c []string
				p, c = mergeField(have, p.(schema), dstRefs[name])
				conflicts = append(conflicts, c...)
			}
			props[name] = p
		}
		dst[k] = props
	case "required":
		dst[k] = append(slices.Clip(old.([]string)), v.([]string)...)
	case "minProperties", "maxProperties":
		return nil, reflect.DeepEqual(old, v)
	case "additionalProperties":
		from, isSchema := v.(schema)
		if !isSchema {
			return nil, true
		}
		into, isSchema := old.(schema)
		if isSchema {
			into = copySchema(into)
		} else {
			into = schema{}
		}
		conflicts = flattenInto(into, from, nil)
		dst[k] = into
	case "x-kubernetes-preserve-unknown-fields", "x-kubernetes-map-type", "x-kubernetes-list-type", "x-kubernetes-list-map-keys":
		dst[k] = v
	case "x-kubernetes-validations":
		dst[k] = append(slices.Clip(v.([]any)), old.([]any)...)
	default:
		return nil, false
	}
	return conflicts, true
}

// mergeField merges the schema src of a field into the schema dst of a
// field of the same name. controller-gen flattens a field given by
// reference (ref) after what is merged into it: src comes first, dst's
// documentation stays.
func mergeField(dst, src schema, ref bool) (schema, []string) {
	if !ref {
		dst = copySchema(dst)
		return dst, flattenInto(dst, src, nil)
	}
	out := schema{}
	conflicts := append(flattenInto(out, src, nil), flattenInto(out, dst, nil)...)
	for _, k := range docKeys {
		if v, ok := dst[k]; ok {
			out[k] = v
		}
	}
	return out, conflicts
}

// isZero reports whether v is a flag or a string controller-gen's
// schema type leaves unset.
func isZero(v any) bool {
	return v == false || v == ""
}

// sameScalar reports whether a and b are the same string or flag, which
// controller-gen compares by value (its limits are pointers: two are
// never the same).
func sameScalar(a, b any) bool {
	switch a.(type) {
	case string, bool:
		return a == b
	}
	return false
}
