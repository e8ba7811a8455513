package openapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// validationPrefix begins the +k8s:validation:<key>=<JSON> markers.
const validationPrefix = "+k8s:validation:"

// validationTags are the markers' values (kube-openapi's commentTags): the
// JSON the nested markers make decodes into it.
type validationTags struct {
	Nullable             *bool                      `json:"nullable,omitempty"`
	Format               *string                    `json:"format,omitempty"`
	Maximum              *float64                   `json:"maximum,omitempty"`
	ExclusiveMaximum     *bool                      `json:"exclusiveMaximum,omitempty"`
	Minimum              *float64                   `json:"minimum,omitempty"`
	ExclusiveMinimum     *bool                      `json:"exclusiveMinimum,omitempty"`
	MaxLength            *int64                     `json:"maxLength,omitempty"`
	MinLength            *int64                     `json:"minLength,omitempty"`
	Pattern              *string                    `json:"pattern,omitempty"`
	MaxItems             *int64                     `json:"maxItems,omitempty"`
	MinItems             *int64                     `json:"minItems,omitempty"`
	UniqueItems          *bool                      `json:"uniqueItems,omitempty"`
	MultipleOf           *float64                   `json:"multipleOf,omitempty"`
	Enum                 []any                      `json:"enum,omitempty"`
	MaxProperties        *int64                     `json:"maxProperties,omitempty"`
	MinProperties        *int64                     `json:"minProperties,omitempty"`
	Items                *validationTags            `json:"items,omitempty"`
	Properties           map[string]*validationTags `json:"properties,omitempty"`
	AdditionalProperties *validationTags            `json:"additionalProperties,omitempty"`
	CEL                  []celTag                   `json:"cel,omitempty"`
}

// celTag is one x-kubernetes-validations rule.
type celTag struct {
	Rule              string `json:"rule,omitempty"`
	Message           string `json:"message,omitempty"`
	MessageExpression string `json:"messageExpression,omitempty"`
	OptionalOldSelf   *bool  `json:"optionalOldSelf,omitempty"`
	Reason            string `json:"reason,omitempty"`
	FieldPath         string `json:"fieldPath,omitempty"`
}

// knownValidationKey reports whether a marker key's first part is one of
// validationTags' JSON names.
func knownValidationKey(key string) bool {
	parts := strings.FieldsFunc(key, func(r rune) bool { return r == ':' || r == '[' })
	if len(parts) == 0 {
		return false
	}
	switch parts[0] {
	case "nullable", "format", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength",
		"pattern", "maxItems", "minItems", "uniqueItems", "multipleOf", "enum", "maxProperties", "minProperties",
		"items", "properties", "additionalProperties", "cel":
		return true
	}
	return false
}

var (
	markerKey    = `[:_a-zA-Z0-9\[\]\-]`
	markerEmpty  = regexp.MustCompile(`^(` + markerKey + `*)$`)
	markerAssign = regexp.MustCompile(`^(` + markerKey + `*)=(.*)$`)
	markerRaw    = regexp.MustCompile(`^(` + markerKey + `*)>(.*)$`)
)

// validationMarkers reads the +k8s:validation markers of a comment as
// upstream: key=JSON, a bare key (true), key>raw text (lines of one key
// concatenated). It returns the markers by key, each value JSON.
func validationMarkers(lines []string) (map[string]string, error) {
	out := map[string]string{}
	last := ""
	for _, line := range lines {
		line = strings.Trim(line, " ")
		prev := last
		last = ""
		rest, ok := strings.CutPrefix(line, validationPrefix)
		if !ok {
			continue
		}
		var key, value string
		if m := markerAssign.FindStringSubmatch(rest); m != nil {
			key, value = m[1], m[2]
			if _, dup := out[key]; dup {
				return nil, fmt.Errorf("cannot have multiple values for key '%v'", key)
			}
		} else if m := markerEmpty.FindStringSubmatch(rest); m != nil {
			key = m[1]
		} else if m := markerRaw.FindStringSubmatch(rest); m != nil {
			key = m[1]
			text := strings.Trim(m[2], " ")
			if old, seen := out[key]; seen {
				if key != prev {
					return nil, fmt.Errorf("concatenations to key '%s' must be consecutive with its assignment", key)
				}
				var s string
				_ = json.Unmarshal([]byte(old), &s)
				text = s + "\n" + text
			}
			b, _ := json.Marshal(text)
			value = string(b)
		} else {
			return nil, fmt.Errorf("invalid marker comment does not match expected `+key=<json formatted value>` pattern: %v", rest)
		}
		out[key] = value
		last = key
	}
	return out, nil
}

// parseValidations reads a comment's +k8s:validation markers into
// validationTags; nil without any.
func parseValidations(lines []string) (*validationTags, error) {
	markers, err := validationMarkers(lines)
	if err != nil || len(markers) == 0 {
		return nil, err
	}
	nested := map[string]any{}
	for key, value := range markers {
		if key == "" {
			return nil, errors.New("cannot have empty key for marker comment")
		}
		if !knownValidationKey(key) || refRE.MatchString(value) {
			continue
		}
		var v any = true
		if value != "" {
			if err := json.Unmarshal([]byte(value), &v); err != nil {
				return nil, fmt.Errorf("failed to parse value for key %v as JSON: %w", key, err)
			}
		}
		if err := putNested(nested, strings.Split(key, ":"), v); err != nil {
			return nil, err
		}
	}
	b, err := json.Marshal(nested)
	if err != nil {
		return nil, err
	}
	var tags validationTags
	if err := json.Unmarshal(b, &tags); err != nil {
		return nil, fmt.Errorf("failed to unmarshal marker comments: %w", err)
	}
	return &tags, nil
}

// putNested sets v at the key path k of m; key[i] is element i of a list
// of maps.
func putNested(m map[string]any, k []string, v any) error {
	key, rest := k[0], k[1:]
	if i := strings.Index(key, "["); i >= 0 {
		sub := strings.Split(key[i+1:], "]")[0]
		n, err := strconv.Atoi(sub)
		if err != nil || n < 0 {
			return fmt.Errorf("expected a non-negative integer index in key %v", key)
		}
		key = key[:i]
		list, _ := m[key].([]any)
		if _, ok := m[key]; ok && list == nil {
			return fmt.Errorf("expected []any at key %v, got %T", key, m[key])
		}
		for len(list) <= n {
			list = append(list, nil)
		}
		m[key] = list
		dst, ok := list[n].(map[string]any)
		if !ok {
			dst = map[string]any{}
			list[n] = dst
		}
		if len(rest) == 0 {
			return nil
		}
		return putNested(dst, rest, v)
	}
	if len(rest) == 0 {
		m[key] = v
		return nil
	}
	dst, ok := m[key].(map[string]any)
	if _, exists := m[key]; exists && !ok {
		return fmt.Errorf("expected map[string]any at key %v, got %T", key, m[key])
	}
	if !ok {
		dst = map[string]any{}
		m[key] = dst
	}
	return putNested(dst, rest, v)
}

// nested is the schema of a nested marker (items:, properties:<name>:,
// additionalProperties:).
func (v *validationTags) nested() *Schema {
	s := &Schema{}
	s.Extensions = v.apply(s)
	return s
}

// allOf is the schema the nested markers make, nil without them.
func (v *validationTags) allOf() *Schema {
	if v.Items == nil && len(v.Properties) == 0 && v.AdditionalProperties == nil {
		return nil
	}
	s := &Schema{}
	if v.Items != nil {
		s.Items = v.Items.nested()
	}
	if v.AdditionalProperties != nil {
		s.AdditionalProperties = v.AdditionalProperties.nested()
	}
	names := make([]string, 0, len(v.Properties))
	for k := range v.Properties {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		s.Properties = append(s.Properties, Property{Name: k, Schema: v.Properties[k].nested()})
	}
	return s
}

// apply sets the value validations and the x-kubernetes-validations
// extension of s from the markers.
func (v *validationTags) apply(s *Schema) []Extension {
	if v == nil {
		return nil
	}
	s.Validations.AllOf = v.allOf()
	s.Validations.Unwritten = v.Nullable != nil && *v.Nullable || v.Format != nil && *v.Format != "" || len(v.Enum) > 0
	vs := &s.Validations
	vs.Minimum, vs.Maximum, vs.MultipleOf = v.Minimum, v.Maximum, v.MultipleOf
	vs.ExclusiveMinimum = v.ExclusiveMinimum != nil && *v.ExclusiveMinimum
	vs.ExclusiveMaximum = v.ExclusiveMaximum != nil && *v.ExclusiveMaximum
	vs.MinLength, vs.MaxLength = v.MinLength, v.MaxLength
	vs.MinProperties, vs.MaxProperties = v.MinProperties, v.MaxProperties
	vs.MinItems, vs.MaxItems = v.MinItems, v.MaxItems
	vs.UniqueItems = v.UniqueItems != nil && *v.UniqueItems
	if v.Pattern != nil {
		vs.Pattern = *v.Pattern
	}
	if len(v.CEL) == 0 {
		return nil
	}
	b, _ := json.Marshal(v.CEL)
	var rules []any
	_ = json.Unmarshal(b, &rules)
	return []Extension{{Name: "x-kubernetes-validations", Value: rules}}
}
