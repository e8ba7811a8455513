package kyaml

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"
)

// maxKeyRunes is the longest a JSON object key may be, quotes and escapes
// included, for go-yaml's scanner: YAML's limit on implicit keys.
const maxKeyRunes = 1024

// nel is NEXT LINE (U+0085): encoding/json writes it unescaped, and
// go-yaml's reader of the JSON text takes it for a line break.
const nel = '\u0085'

// readBack returns v as go-yaml v2 decodes the JSON text of v, which is
// what sigs.k8s.io/yaml encodes. The two differ in strings only:
// encoding/json leaves U+0085 and the C1 controls unescaped, and YAML's
// reader rejects the controls (so does controller-gen) and folds a U+0085
// in a double-quoted scalar like a line break; and YAML's scanner rejects
// a key longer than 1024 characters as written in JSON.
func readBack(v any) (any, error) {
	switch v := v.(type) {
	case string:
		return readBackString(v)
	case []any:
		for i, item := range v {
			item, err := readBack(item)
			if err != nil {
				return nil, err
			}
			v[i] = item
		}
	case map[string]any:
		return readBackMap(v)
	}
	return v, nil
}

// readBackMap reads m back in place: its keys stay as they are (one with
// U+0085, the only character folded, is an error).
func readBackMap(m map[string]any) (any, error) {
	for k, item := range m {
		if strings.ContainsRune(k, nel) {
			return nil, fmt.Errorf("key %q: YAML's reader takes U+0085 for a line break, and a key spans one line", k)
		}
		if len(k) > maxPlainKey {
			if j, _ := json.Marshal(k); utf8.RuneCount(j) > maxKeyRunes {
				return nil, fmt.Errorf("key %.40q...: longer than the %d characters YAML allows an implicit key", k, maxKeyRunes)
			}
		}
		if _, err := readBackString(k); err != nil {
			return nil, err
		}
		value, err := readBack(item)
		if err != nil {
			return nil, err
		}
		m[k] = value
	}
	return m, nil
}

// maxPlainKey is the longest key that cannot reach maxKeyRunes in JSON,
// every byte escaped as \uXXXX, quotes included: its length is not
// measured.
const maxPlainKey = (maxKeyRunes - 2) / 6

// readBackString checks s for characters YAML's reader rejects and folds
// its runs of spaces and U+0085.
func readBackString(s string) (any, error) {
	for _, r := range s {
		if r == 0x7F || r >= 0x80 && r <= 0x9F && r != nel || r == 0xFFFE || r == 0xFFFF {
			return nil, fmt.Errorf("string %q: control character %U is not allowed in YAML", s, r)
		}
	}
	if !strings.ContainsRune(s, nel) {
		return s, nil
	}
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); {
		if rs[i] != ' ' && rs[i] != nel {
			b.WriteRune(rs[i])
			i++
			continue
		}
		j := i
		for j < len(rs) && (rs[j] == ' ' || rs[j] == nel) {
			j++
		}
		if err := checkDocumentMarker(s, rs, j); err != nil {
			return nil, err
		}
		b.WriteString(foldRun(rs[i:j]))
		i = j
	}
	return b.String(), nil
}

// foldRun is what YAML's double-quoted scalar keeps of a run of spaces and
// line breaks: the spaces alone; or, with a break, one space for a single
// break and a newline for each break after the first.
func foldRun(run []rune) string {
	first := -1
	for i, r := range run {
		if r == nel {
			first = i
			break
		}
	}
	if first < 0 {
		return string(run)
	}
	more := 0
	for _, r := range run[first+1:] {
		if r == nel {
			more++
		}
	}
	if more == 0 {
		return " "
	}
	return strings.Repeat("\n", more)
}

// checkDocumentMarker rejects a "---" or "..." that starts a line (after a
// U+0085 at rs[j-1]) and is followed by a blank: YAML's scanner reads it
// as a document marker.
func checkDocumentMarker(s string, rs []rune, j int) error {
	if rs[j-1] != nel || j+3 > len(rs) {
		return nil
	}
	marker := string(rs[j : j+3])
	if marker != "---" && marker != "..." {
		return nil
	}
	if j+3 == len(rs) || rs[j+3] != ' ' && rs[j+3] != nel {
		return nil
	}
	return fmt.Errorf("string %q: YAML's reader takes %q after U+0085 for a document marker", s, marker)
}
