package applyconfig

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// ynode is a YAML value: a scalar (already spelled), a mapping (keys in
// order) or a sequence.
type ynode struct {
	scalar string
	keys   []string
	vals   []*ynode
	items  []*ynode
	isMap  bool
	isSeq  bool
}

func yscalar(s string) *ynode { return &ynode{scalar: s} }

func ymap() *ynode { return &ynode{isMap: true} }

// set adds key: v, unless v is nil (an omitted value).
func (n *ynode) set(key string, v *ynode) *ynode {
	if v != nil {
		n.keys, n.vals = append(n.keys, key), append(n.vals, v)
	}
	return n
}

// schemaYAML writes the schema of types, then the two untyped types.
func schemaYAML(types []typeDef) string {
	types = append(types, typeDef{name: untypedName, atom: untyped(untypedName, "atomic")}, typeDef{name: deducedName, atom: untyped(deducedName, "separable")})
	seq := &ynode{isSeq: true}
	for _, t := range types {
		n := ymap().set("name", yscalar(yamlString(t.name)))
		atomNode(n, t.atom)
		seq.items = append(seq.items, n)
	}
	var b strings.Builder
	writeNode(&b, ymap().set("types", seq), 0, false)
	return b.String()
}

// atomNode adds the keys of a to n (an atom is inlined where it is).
func atomNode(n *ynode, a atom) {
	if a.scalar != "" {
		n.set("scalar", yscalar(yamlString(a.scalar)))
	}
	if l := a.list; l != nil {
		m := ymap().set("elementType", refNode(l.elem))
		if l.rel != "" {
			m.set("elementRelationship", yscalar(l.rel))
		}
		if len(l.keys) > 0 {
			keys := &ynode{isSeq: true}
			for _, k := range l.keys {
				keys.items = append(keys.items, yscalar(yamlString(k)))
			}
			m.set("keys", keys)
		}
		n.set("list", m)
	}
	if a.mapT != nil {
		n.set("map", mapNode(a.mapT))
	}
}

func mapNode(mt *smdMap) *ynode {
	m := ymap()
	if len(mt.fields) > 0 {
		fields := &ynode{isSeq: true}
		for _, f := range mt.fields {
			fn := ymap().set("name", yscalar(yamlString(f.name))).set("type", refNode(f.typ))
			if f.hasDef {
				fn.set("default", valueNode(f.def))
			}
			fields.items = append(fields.items, fn)
		}
		m.set("fields", fields)
	}
	if len(mt.unions) > 0 {
		unions := &ynode{isSeq: true}
		for _, u := range mt.unions {
			un := ymap()
			if u.discriminator != nil {
				un.set("discriminator", yscalar(yamlString(*u.discriminator)))
			}
			if len(u.fields) > 0 {
				fs := &ynode{isSeq: true}
				for _, f := range u.fields {
					fs.items = append(fs.items, ymap().set("fieldName", yscalar(yamlString(f[0]))).set("discriminatorValue", yscalar(yamlString(f[1]))))
				}
				un.set("fields", fs)
			}
			unions.items = append(unions.items, un)
		}
		m.set("unions", unions)
	}
	m.set("elementType", refNode(mt.elem))
	if mt.rel != "" {
		m.set("elementRelationship", yscalar(mt.rel))
	}
	return m
}

// refNode is a type reference: nil when it is empty (omitted).
func refNode(r typeRef) *ynode {
	n := ymap()
	if r.named != "" {
		n.set("namedType", yscalar(yamlString(r.named)))
	}
	atomNode(n, r.inlined)
	if r.rel != "" {
		n.set("elementRelationship", yscalar(r.rel))
	}
	if len(n.keys) == 0 {
		return nil
	}
	return n
}

// valueNode is a default value, as decoded from JSON.
func valueNode(v any) *ynode {
	switch v := v.(type) {
	case nil:
		return yscalar("null")
	case bool:
		return yscalar(strconv.FormatBool(v))
	case float64:
		return yscalar(number(v))
	case string:
		return yscalar(yamlString(v))
	case []any:
		n := &ynode{isSeq: true}
		for _, x := range v {
			n.items = append(n.items, valueNode(x))
		}
		return n
	case map[string]any:
		n := ymap()
		for _, k := range slices.Sorted(maps.Keys(v)) {
			n.set(yamlString(k), valueNode(v[k]))
		}
		return n
	}
	return yscalar(yamlString(fmt.Sprint(v)))
}

// number spells a JSON number as it reaches upstream's YAML: an integer
// as one, anything else as a float.
func number(f float64) string {
	b, err := json.Marshal(f)
	if err == nil {
		if i, err := strconv.ParseInt(string(b), 10, 64); err == nil {
			return strconv.FormatInt(i, 10)
		}
	}
	switch {
	case math.IsInf(f, 1):
		return ".inf"
	case math.IsInf(f, -1):
		return "-.inf"
	case math.IsNaN(f):
		return ".nan"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// writeNode writes n at indent; inItem is set for a mapping that starts
// on a sequence item's line ("- ").
func writeNode(b *strings.Builder, n *ynode, indent int, inItem bool) {
	pad := strings.Repeat(" ", indent)
	for i, k := range n.keys {
		if i > 0 || !inItem {
			b.WriteString(pad)
		}
		v := n.vals[i]
		switch {
		case v.isMap && len(v.keys) == 0:
			fmt.Fprintf(b, "%s: {}\n", k)
		case v.isSeq && len(v.items) == 0:
			fmt.Fprintf(b, "%s: []\n", k)
		case v.isMap:
			fmt.Fprintf(b, "%s:\n", k)
			writeNode(b, v, indent+2, false)
		case v.isSeq:
			fmt.Fprintf(b, "%s:\n", k)
			writeSeq(b, v, indent)
		default:
			fmt.Fprintf(b, "%s: %s\n", k, v.scalar)
		}
	}
}

// writeSeq writes a sequence's items at indent.
func writeSeq(b *strings.Builder, n *ynode, indent int) {
	pad := strings.Repeat(" ", indent)
	for _, it := range n.items {
		switch {
		case it.isMap && len(it.keys) > 0:
			b.WriteString(pad + "- ")
			writeNode(b, it, indent+2, true)
		case it.isMap:
			b.WriteString(pad + "- {}\n")
		case it.isSeq && len(it.items) == 0:
			b.WriteString(pad + "- []\n")
		case it.isSeq:
			b.WriteString(pad + "-\n")
			writeSeq(b, it, indent+2)
		default:
			b.WriteString(pad + "- " + it.scalar + "\n")
		}
	}
}

var (
	base60Float = regexp.MustCompile(`^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$`)
	yamlFloat   = regexp.MustCompile(`^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`)
	yamlWords   = map[string]bool{}
)

func init() {
	for _, w := range strings.Fields("y Y yes Yes YES true True TRUE on On ON n N no No NO false False FALSE off Off OFF ~ null Null NULL .nan .NaN .NAN .inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF") {
		yamlWords[w] = true
	}
}

// yamlString spells s as go.yaml.in/yaml/v2 does: plain when it reads
// back as the same string, double-quoted when it would read as something
// else (a number, a boolean, null, a date), single-quoted when its
// characters forbid a plain scalar.
func yamlString(s string) string {
	switch {
	case s == "" || yamlWords[s] || resolvesOther(s) || base60Float.MatchString(s),
		strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }):
		return strconv.Quote(s)
	case !plainAllowed(s):
		return "'" + strings.ReplaceAll(s, "'", "''") + "'"
	}
	return s
}

// resolvesOther reports whether a plain s would read as a number or a
// timestamp.
func resolvesOther(s string) bool {
	switch s[0] {
	case '.':
		_, err := strconv.ParseFloat(s, 64)
		return err == nil
	case '+', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
	default:
		return false
	}
	if timestamp(s) {
		return true
	}
	plain := strings.ReplaceAll(s, "_", "")
	if _, err := strconv.ParseInt(plain, 0, 64); err == nil {
		return true
	}
	if _, err := strconv.ParseUint(plain, 0, 64); err == nil {
		return true
	}
	if yamlFloat.MatchString(plain) {
		return true
	}
	for _, p := range []string{"0b", "-0b"} {
		if rest, ok := strings.CutPrefix(plain, p); ok {
			_, err := strconv.ParseInt(strings.TrimPrefix(p, "0b")+rest, 2, 64)
			return err == nil
		}
	}
	return false
}

// timestamp reports whether s reads as a YAML timestamp.
func timestamp(s string) bool {
	if len(s) < 5 || strings.IndexFunc(s[:4], func(r rune) bool { return r < '0' || r > '9' }) >= 0 || s[4] != '-' {
		return false
	}
	for _, f := range []string{"2006-1-2T15:4:5.999999999Z07:00", "2006-1-2t15:4:5.999999999Z07:00", "2006-1-2 15:4:5.999999999", "2006-1-2"} {
		if _, err := time.Parse(f, s); err == nil {
			return true
		}
	}
	return false
}

// plainAllowed reports whether s may be a plain scalar in block context.
func plainAllowed(s string) bool {
	if strings.HasPrefix(s, "---") || strings.HasPrefix(s, "...") {
		return false
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' || strings.ContainsRune("#,[]{}&*!|>'\"%@`", rune(s[0])) {
		return false
	}
	followedBlank := func(i int) bool { return i+1 >= len(s) || s[i+1] == ' ' || s[i+1] == '\t' }
	if (s[0] == '?' || s[0] == ':' || s[0] == '-') && followedBlank(0) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if (s[i] == ':' && followedBlank(i)) || (s[i] == '#' && (s[i-1] == ' ' || s[i-1] == '\t')) {
			return false
		}
	}
	return true
}
