package openapi

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// rule is one API rule: the fields of t that break it ("" for t itself).
type rule struct {
	name  string
	check func(t *universe.Type) []string
}

// rules are upstream's API rules, in its order.
var rules = []rule{
	{"names_match", namesMatch},
	{"omitempty_match_case", omitemptyMatchCase},
	{"list_type_missing", listTypeMissing},
	{"streaming_list_type_field_order", streamingFieldOrder},
	{"streaming_list_type_json_tags", streamingJSONTags},
	{"streaming_list_type_proto_tags", streamingProtoTags},
}

// lintAPI checks every definition's type (private ones too, as upstream)
// against the API rules; the violations are sorted by rule, package, type
// and field.
func lintAPI(m *Model) []Violation {
	var out []Violation
	for _, d := range m.Definitions {
		t := d.Type
		for _, r := range rules {
			for _, f := range r.check(t) {
				out = append(out, Violation{Rule: r.name, Package: t.Name.Package, Type: t.Name.Name, Field: f})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		if a.Package != b.Package {
			return a.Package < b.Package
		}
		if a.Type != b.Type {
			return a.Type < b.Type
		}
		return a.Field < b.Field
	})
	return out
}

// Report is the API rule violation report as upstream writes it.
func Report(m *Model) []byte {
	var b strings.Builder
	for _, v := range m.Violations {
		fmt.Fprintf(&b, "API rule violation: %s,%s,%s,%s\n", v.Rule, v.Package, v.Type, v.Field)
	}
	return []byte(b.String())
}

func namesMatch(t *universe.Type) []string {
	var out []string
	for _, m := range t.Members {
		tag, ok := reflect.StructTag(m.Tags).Lookup("json")
		if !ok {
			out = append(out, m.Name)
			continue
		}
		if tag == "-" {
			continue
		}
		if !nameOK(m, strings.Split(tag, ",")[0]) {
			out = append(out, m.Name)
		}
	}
	return out
}

func nameOK(m universe.Member, json string) bool {
	if json == "" {
		return m.Type.Kind == universe.Struct || m.Type.Kind == universe.Pointer && m.Type.Elem.Kind == universe.Struct
	}
	switch m.Type.String() {
	case "k8s.io/apimachinery/pkg/apis/meta/v1.ListMeta", "k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta":
		return json == "metadata"
	}
	return goJSONMatch(m.Name, json)
}

// goJSONMatch reports whether a Go name (CamelCase) and a JSON name
// (camelCase) match but for the case of a leading run of capitals.
func goJSONMatch(goName, json string) bool {
	if strings.ContainsAny(goName, "_-") || strings.ContainsAny(json, "_-") || !strings.EqualFold(goName, json) {
		return false
	}
	if !capital(goName[0]) || capital(json[0]) {
		return false
	}
	for i := 0; i < len(goName); i++ {
		if goName[i] == json[i] {
			return goName[i:] == json[i:] && (i == 1 || capital(goName[i]))
		}
	}
	return true
}

func capital(b byte) bool { return b >= 'A' && b <= 'Z' }

func omitemptyMatchCase(t *universe.Type) []string {
	var out []string
	for _, m := range t.Members {
		tag, ok := reflect.StructTag(m.Tags).Lookup("json")
		parts := strings.Split(tag, ",")
		if !ok || len(parts) < 2 || parts[0] == "-" {
			continue
		}
		for _, p := range parts[1:] {
			if strings.EqualFold(p, "omitempty") && p != "omitempty" {
				out = append(out, m.Name)
			}
		}
	}
	return out
}

func listTypeMissing(t *universe.Type) []string {
	var out []string
	for _, m := range t.Members {
		_, hasListType := commentTags(m.CommentLines)["listType"]
		if m.Name == "Items" && m.Type.Kind == universe.Slice && hasMember(t, "ListMeta") {
			if hasListType {
				out = append(out, m.Name)
			}
			continue
		}
		if m.Type.Kind == universe.Slice && !isByte(m.Type.Elem) && !hasListType {
			out = append(out, m.Name)
		}
	}
	return out
}

// isByte reports whether t is the builtin byte (uint8).
func isByte(t *universe.Type) bool {
	return !t.IsNamed() && t.Name.Name == "byte"
}

func hasMember(t *universe.Type, name string) bool {
	for _, m := range t.Members {
		if m.Name == name {
			return true
		}
	}
	return false
}

func isList(t *universe.Type) bool {
	return len(t.Members) == 3 && hasMember(t, "TypeMeta") && hasMember(t, "ListMeta") && hasMember(t, "Items")
}

func streamingFieldOrder(t *universe.Type) []string {
	if !isList(t) {
		return nil
	}
	var out []string
	for i, n := range []string{"TypeMeta", "ListMeta", "Items"} {
		if t.Members[i].Name != n {
			out = append(out, n)
		}
	}
	return out
}

func streamingJSONTags(t *universe.Type) []string {
	if !isList(t) {
		return nil
	}
	var out []string
	for _, m := range t.Members {
		tag, ok := reflect.StructTag(m.Tags).Lookup("json")
		switch m.Name {
		case "TypeMeta":
			if !m.Embedded || !ok || tag != "" && tag != ",inline" {
				out = append(out, m.Name)
			}
		case "ListMeta":
			if tag != "metadata,omitempty" {
				out = append(out, m.Name)
			}
		case "Items":
			if tag != "items" {
				out = append(out, m.Name)
			}
		}
	}
	return out
}

func streamingProtoTags(t *universe.Type) []string {
	if !isList(t) {
		return nil
	}
	want := map[string]string{"ListMeta": "bytes,1,opt,name=metadata", "Items": "bytes,2,rep,name=items"}
	var out []string
	for _, m := range t.Members {
		v := reflect.StructTag(m.Tags).Get("protobuf")
		switch m.Name {
		case "TypeMeta":
			if v != "" {
				out = append(out, m.Name)
			}
		case "ListMeta", "Items":
			if v != "" && v != want[m.Name] {
				out = append(out, m.Name)
			}
		}
	}
	return out
}
