package tags

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// argScanner reads a marker's arguments in controller-tools' grammar. s
// is the line's text; pos the offset read next. An error stops the scan:
// err says what is wrong at offset errAt.
type argScanner struct {
	s     string
	pos   int
	err   string
	errAt int
}

func (sc *argScanner) failf(at int, format string, args ...any) {
	if sc.err == "" {
		sc.err, sc.errAt = fmt.Sprintf(format, args...), at
	}
}

func (sc *argScanner) skipSpace() {
	for sc.pos < len(sc.s) && (sc.s[sc.pos] == ' ' || sc.s[sc.pos] == '\t') {
		sc.pos++
	}
}

// peek returns the next byte after blanks, 0 at the end.
func (sc *argScanner) peek() byte {
	sc.skipSpace()
	if sc.pos >= len(sc.s) {
		return 0
	}
	return sc.s[sc.pos]
}

// ident reads an argument name: a letter or _, then letters, digits, _.
func (sc *argScanner) ident() string {
	sc.skipSpace()
	start := sc.pos
	for sc.pos < len(sc.s) {
		c := sc.s[sc.pos]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || (c >= '0' && c <= '9' && sc.pos > start) {
			sc.pos++
			continue
		}
		break
	}
	return sc.s[start:sc.pos]
}

// value reads one value of type t (item, for a list's items).
func (sc *argScanner) value(t, item ArgType, inList bool) Value {
	if t != RawArg {
		sc.skipSpace()
	}
	start := sc.pos
	v := Value{Type: t, Col: start}
	switch t {
	case StringArg:
		v.String = sc.str(false)
	case IntArg, NumberArg:
		sc.number(&v)
	case BoolArg:
		switch w := sc.ident(); w {
		case "true", "false":
			v.Bool = w == "true"
		default:
			sc.failf(start, "expected true or false, got %q", sc.word(start))
		}
	case ListArg:
		v.List = sc.list(item, inList)
	case AnyArg:
		return sc.guess(inList)
	case RawArg:
		v.String = sc.s[start:]
		sc.pos = len(sc.s)
	case JSONArg:
		raw := strings.TrimSpace(sc.s[start:])
		sc.pos = len(sc.s)
		if err := json.Unmarshal([]byte(raw), &v.JSON); err != nil {
			sc.failf(start, "not a JSON value: %v", err)
		}
	}
	v.Raw = sc.s[start:min(sc.pos, len(sc.s))]
	return v
}

// word is the text from start to the next delimiter, for messages.
func (sc *argScanner) word(start int) string {
	end := start
	for end < len(sc.s) && !strings.ContainsRune(",;}", rune(sc.s[end])) {
		end++
	}
	return strings.TrimSpace(sc.s[start:end])
}

// str reads a quoted string or bare text up to a delimiter (':' too in a
// map's key).
func (sc *argScanner) str(key bool) string {
	sc.skipSpace()
	start := sc.pos
	if sc.pos < len(sc.s) && (sc.s[sc.pos] == '"' || sc.s[sc.pos] == '`') {
		q, err := strconv.QuotedPrefix(sc.s[sc.pos:])
		if err == nil {
			sc.pos += len(q)
			s, _ := strconv.Unquote(q)
			return s
		}
		if sc.s[sc.pos] == '"' {
			sc.failf(start, "a string without its closing quote (or with a bad escape); close it: \"...\"")
			return ""
		}
		// An unclosed backquote is a character of bare text, as
		// controller-tools reads it on its second try.
	}
	delims := ",;}"
	if key {
		delims += ":"
	}
	for sc.pos < len(sc.s) && !strings.ContainsRune(delims, rune(sc.s[sc.pos])) {
		sc.pos++
	}
	return strings.TrimSpace(sc.s[start:sc.pos])
}

// number reads an integer (IntArg) or a number into v.
func (sc *argScanner) number(v *Value) {
	start := sc.pos
	end := start
	if end < len(sc.s) && (sc.s[end] == '-' || sc.s[end] == '+') {
		end++
	}
	for end < len(sc.s) && strings.ContainsRune("0123456789.eE_xXabcdefABCDEF+-", rune(sc.s[end])) {
		if (sc.s[end] == '+' || sc.s[end] == '-') && end > start && sc.s[end-1] != 'e' && sc.s[end-1] != 'E' {
			break
		}
		end++
	}
	text := sc.s[start:end]
	sc.pos = end
	var err error
	if v.Type == IntArg {
		v.Int, err = strconv.ParseInt(text, 0, 64)
	} else {
		v.Number, err = strconv.ParseFloat(text, 64)
	}
	if err != nil || text == "" {
		sc.failf(start, "expected %s, got %q", article(v.Type), sc.word(start))
	}
}

func article(t ArgType) string {
	if t == IntArg {
		return "an integer"
	}
	return "a number"
}

// list reads {a,b} or a;b (not inside another list: there a ';' ends
// nothing).
func (sc *argScanner) list(item ArgType, inList bool) []Value {
	if item == 0 {
		item = StringArg
	}
	var out []Value
	if sc.peek() == '{' {
		sc.pos++
		for sc.peek() != '}' && sc.err == "" {
			if sc.pos >= len(sc.s) {
				sc.failf(sc.pos, "the list has no closing }; write {a,b}")
				return out
			}
			out = append(out, sc.value(item, 0, true))
			if sc.peek() == ',' {
				sc.pos++
				continue
			}
			switch c := sc.peek(); {
			case c == 0:
				sc.failf(sc.pos, "the list has no closing }; write {a,b}")
			case c != '}':
				sc.failf(sc.pos, "expected , or } in the list, found %q", string(c))
			}
		}
		if sc.err == "" {
			sc.pos++ // the }
		}
		return out
	}
	for sc.err == "" {
		// Nothing before the next argument or the end is no item, as in
		// controller-tools: groups=, (spark-operator v2.5.0's rbac markers)
		// is an empty list and verbs=get;list; (kuberay v1.6.0's) is
		// [get list], neither with an empty string.
		if c := sc.peek(); c == ',' || c == '}' || c == 0 {
			return out
		}
		out = append(out, sc.value(item, 0, true))
		if inList || sc.peek() != ';' {
			return out
		}
		sc.pos++
	}
	return out
}

// guess reads a value of AnyArg, its type guessed from how it starts.
func (sc *argScanner) guess(inList bool) Value {
	sc.skipSpace()
	start := sc.pos
	rest := sc.s[start:]
	var v Value
	switch {
	case rest == "":
		v = Value{Type: StringArg}
	case rest[0] == '"' || rest[0] == '`':
		v = sc.value(StringArg, 0, inList)
	case rest[0] == '{':
		if sc.looksLikeMap() {
			v = sc.mapValue()
		} else {
			v = sc.value(ListArg, AnyArg, inList)
		}
	default:
		w := sc.word(start)
		_, intErr := strconv.ParseInt(w, 0, 64)
		_, numErr := strconv.ParseFloat(w, 64)
		switch {
		case w == "true" || w == "false":
			v = sc.value(BoolArg, 0, inList)
		case intErr == nil:
			v = sc.value(IntArg, 0, inList)
		case numErr == nil:
			v = sc.value(NumberArg, 0, inList)
		default:
			v = sc.value(StringArg, 0, inList)
		}
		if !inList && sc.peek() == ';' && v.Type != ListArg {
			sc.pos = start
			v = sc.value(ListArg, v.Type, false)
		}
	}
	v.Col, v.Raw = start, sc.s[start:sc.pos]
	return v
}

// looksLikeMap reports whether the { at pos opens a map: {} or a key and
// a colon. A { right after it opens a list whose first item is a list or
// a map ({{a: 1},{b: 2}}), as controller-tools guesses from the first
// item's type.
func (sc *argScanner) looksLikeMap() bool {
	probe := &argScanner{s: sc.s, pos: sc.pos + 1}
	switch probe.peek() {
	case '}':
		return true
	case '{':
		return false
	}
	probe.str(true)
	return probe.err == "" && probe.peek() == ':'
}

// mapValue reads {key: value, ...}.
func (sc *argScanner) mapValue() Value {
	start := sc.pos
	v := Value{Type: AnyArg, Map: map[string]Value{}, Col: start}
	sc.pos++
	for sc.peek() != '}' && sc.err == "" {
		if sc.pos >= len(sc.s) {
			sc.failf(sc.pos, "the map has no closing }; write {key: value}")
			break
		}
		k := sc.str(true)
		if sc.peek() != ':' {
			sc.failf(sc.pos, "expected : after the map's key %q", k)
			break
		}
		sc.pos++
		v.Map[k] = sc.guess(false)
		if sc.peek() == ',' {
			sc.pos++
		}
	}
	if sc.err == "" {
		sc.pos++
	}
	v.Raw = sc.s[start:min(sc.pos, len(sc.s))]
	return v
}
