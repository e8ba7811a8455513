package kyaml

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
)

// Marshal returns the YAML that sigs.k8s.io/yaml v1.6.0's Marshal writes for
// v: v goes through encoding/json first, so anything json.Marshal accepts
// is accepted (JSON-like trees of nil, bool, string, numbers, json.Number,
// []any and map[string]any, but also structs with json tags). The result
// ends with a newline; a multi-document file joins results with "---\n".
func Marshal(v any) ([]byte, error) {
	j, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("error marshaling into JSON: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(j))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return nil, fmt.Errorf("error decoding JSON: %w", err)
	}
	tree, err = readBack(tree)
	if err != nil {
		return nil, err
	}
	e := &emitter{indent: -1, whitespace: true, indention: true}
	e.node(tree, context{})
	e.writeIndent() // the document's end
	return e.out, nil
}

// context is where a node sits, as the emitter's state machine knows it.
type context struct {
	mapping   bool // a key or a value of a block mapping
	simpleKey bool // a key written without "? "
}

// node writes one value of the decoded JSON tree.
func (e *emitter) node(v any, ctx context) {
	switch v := v.(type) {
	case map[string]any:
		if len(v) == 0 {
			e.emptyCollection("{", "}")
			return
		}
		e.blockMapping(v)
	case []any:
		if len(v) == 0 {
			e.emptyCollection("[", "]")
			return
		}
		e.blockSequence(v, ctx.mapping)
	case nil:
		e.scalar("null", stylePlain, ctx)
	case bool:
		e.scalar(strconv.FormatBool(v), stylePlain, ctx)
	case json.Number:
		if text, ok := numberText(string(v)); ok {
			e.scalar(text, stylePlain, ctx)
			return
		}
		e.scalar(string(v), stringStyle(string(v)), ctx)
	case string:
		e.scalar(v, stringStyle(v), ctx)
	}
}

// numberText is how go-yaml v2 writes back a JSON number it decoded: as an
// int64 or uint64 when it is one, else as the shortest float64 text
// (1e3 is 1000, 1e21 is 1e+21). A number out of float64's range stays a
// string, as go-yaml decodes it, and ok is false.
func numberText(s string) (text string, ok bool) {
	if i, err := strconv.ParseInt(s, 0, 64); err == nil {
		return strconv.FormatInt(i, 10), true
	}
	if u, err := strconv.ParseUint(s, 0, 64); err == nil {
		return strconv.FormatUint(u, 10), true
	}
	if yamlFloat.MatchString(s) {
		if f, err := strconv.ParseFloat(s, 64); err == nil {
			return strconv.FormatFloat(f, 'g', -1, 64), true
		}
	}
	return "", false
}

// blockMapping writes "key: value" lines at one more level of indentation.
func (e *emitter) blockMapping(m map[string]any) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keyLess(keys[i], keys[j]) })
	e.pushIndent(false, false)
	for _, k := range keys {
		e.writeIndent()
		a := analyze([]byte(k))
		if !a.multiline && len(k) <= 128 {
			e.scalar(k, stringStyle(k), context{mapping: true, simpleKey: true})
			e.indicator(":", false, false, false)
		} else {
			e.indicator("?", true, false, true)
			e.scalar(k, stringStyle(k), context{mapping: true})
			e.writeIndent()
			e.indicator(":", true, false, true)
		}
		e.node(m[k], context{mapping: true})
	}
	e.popIndent()
}

// blockSequence writes "- item" lines. Under a mapping key the dashes line
// up with the key (go-yaml v2's indentless sequences).
func (e *emitter) blockSequence(items []any, inMapping bool) {
	e.pushIndent(false, inMapping && !e.indention)
	for _, item := range items {
		e.writeIndent()
		e.indicator("-", true, false, true)
		e.node(item, context{})
	}
	e.popIndent()
}

// emptyCollection writes "{}" or "[]".
func (e *emitter) emptyCollection(open, closing string) {
	e.indicator(open, true, true, false)
	e.indicator(closing, false, false, false)
}
