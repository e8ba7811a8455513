package testutil

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"sort"
	"strings"
)

// sarifSchema is the part of the SARIF 2.1.0 schema that the objects
// gvkgen writes are checked against (see its $comment).
//
//go:embed sarif-2.1.0-subset.json
var sarifSchema []byte

// SARIFProblems returns what is wrong with a SARIF log: where it breaks
// the embedded subset of the SARIF 2.1.0 schema (required properties,
// types, enums, minimums, uri formats, unique items, no properties the
// schema does not define), and where its results' ruleId and ruleIndex do
// not name the same rule of the driver. It returns nil for a valid log.
func SARIFProblems(log []byte) []string {
	var schema, doc any
	if err := json.Unmarshal(sarifSchema, &schema); err != nil {
		return []string{"the embedded schema: " + err.Error()}
	}
	if err := json.Unmarshal(log, &doc); err != nil {
		return []string{"not JSON: " + err.Error()}
	}
	v := &validator{defs: schema.(map[string]any)["definitions"].(map[string]any)}
	v.check("$", schema.(map[string]any), doc)
	v.checkRules(doc)
	return v.problems
}

type validator struct {
	defs     map[string]any
	problems []string
}

func (v *validator) errorf(path, format string, args ...any) {
	v.problems = append(v.problems, path+": "+fmt.Sprintf(format, args...))
}

// check checks value at path against schema s.
func (v *validator) check(path string, s map[string]any, value any) {
	if ref, ok := s["$ref"].(string); ok {
		v.check(path, v.defs[strings.TrimPrefix(ref, "#/definitions/")].(map[string]any), value)
		return
	}
	if typ, ok := s["type"].(string); ok && !hasType(value, typ) {
		v.errorf(path, "want %s, got %T", typ, value)
		return
	}
	if enum, ok := s["enum"].([]any); ok && !slices.Contains(enum, value) {
		v.errorf(path, "%v is not one of %v", value, enum)
	}
	if min, ok := s["minimum"].(float64); ok {
		if n, isNum := value.(float64); isNum && n < min {
			v.errorf(path, "%v is below the minimum %v", n, min)
		}
	}
	if f, ok := s["format"].(string); ok {
		v.checkFormat(path, f, value)
	}
	switch value := value.(type) {
	case map[string]any:
		v.checkObject(path, s, value)
	case []any:
		v.checkArray(path, s, value)
	}
}

// checkObject checks an object's required, known and anyOf properties.
func (v *validator) checkObject(path string, s map[string]any, obj map[string]any) {
	props, _ := s["properties"].(map[string]any)
	required, _ := s["required"].([]any)
	for _, r := range required {
		if _, ok := obj[r.(string)]; !ok {
			v.errorf(path, "missing required property %q", r)
		}
	}
	if alts, ok := s["anyOf"].([]any); ok && !slices.ContainsFunc(alts, func(alt any) bool {
		for _, r := range alt.(map[string]any)["required"].([]any) {
			if _, ok := obj[r.(string)]; !ok {
				return false
			}
		}
		return true
	}) {
		v.errorf(path, "has none of the properties one of which is required (%v)", alts)
	}
	names := make([]string, 0, len(obj))
	for name := range obj {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		sub, ok := props[name].(map[string]any)
		if !ok {
			if s["additionalProperties"] == false {
				v.errorf(path, "property %q is not in the schema", name)
			}
			continue
		}
		v.check(path+"."+name, sub, obj[name])
	}
}

func (v *validator) checkArray(path string, s map[string]any, arr []any) {
	items, _ := s["items"].(map[string]any)
	seen := map[string]bool{}
	for i, item := range arr {
		if items != nil {
			v.check(fmt.Sprintf("%s[%d]", path, i), items, item)
		}
		b, _ := json.Marshal(item)
		if s["uniqueItems"] == true && seen[string(b)] {
			v.errorf(path, "item %d repeats an earlier one, and items must be unique", i)
		}
		seen[string(b)] = true
	}
}

func (v *validator) checkFormat(path, format string, value any) {
	str, ok := value.(string)
	if !ok {
		return
	}
	u, err := url.Parse(str)
	switch {
	case err != nil:
		v.errorf(path, "%q is not a URI reference: %v", str, err)
	case format == "uri" && !u.IsAbs():
		v.errorf(path, "%q is not an absolute URI", str)
	}
}

func hasType(value any, typ string) bool {
	switch typ {
	case "object":
		_, ok := value.(map[string]any)
		return ok
	case "array":
		_, ok := value.([]any)
		return ok
	case "string":
		_, ok := value.(string)
		return ok
	case "integer":
		n, ok := value.(float64)
		return ok && n == float64(int64(n))
	}
	return true
}

// checkRules checks that each result's ruleIndex is the index of the
// driver's rule with the result's ruleId, as SARIF's rules for them say
// and code scanning reads them.
func (v *validator) checkRules(doc any) {
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string }
				}
			}
			Results []struct {
				RuleID    string
				RuleIndex *int
			}
		}
	}
	b, _ := json.Marshal(doc)
	if json.Unmarshal(b, &log) != nil {
		return // reported against the schema
	}
	for i, run := range log.Runs {
		rules := run.Tool.Driver.Rules
		for j, r := range run.Results {
			path := fmt.Sprintf("$.runs[%d].results[%d]", i, j)
			switch {
			case r.RuleIndex == nil:
			case *r.RuleIndex < 0 || *r.RuleIndex >= len(rules):
				v.errorf(path, "ruleIndex %d is not the index of a rule (%d rules)", *r.RuleIndex, len(rules))
			case rules[*r.RuleIndex].ID != r.RuleID:
				v.errorf(path, "ruleIndex %d is rule %q, but ruleId is %q", *r.RuleIndex, rules[*r.RuleIndex].ID, r.RuleID)
			}
		}
	}
}
