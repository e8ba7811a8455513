package kyaml

import "strings"

// scalarStyle is how a scalar is written.
type scalarStyle int

const (
	stylePlain   scalarStyle = iota // text
	styleSingle                     // 'text'
	styleDouble                     // "text"
	styleLiteral                    // |\n  text
)

// stringStyle is the style go-yaml v2's encoder asks for a string: a
// literal block if it holds a newline, plain if it reads back as the same
// string, double-quoted otherwise. The emitter may still change it.
func stringStyle(s string) scalarStyle {
	switch {
	case strings.Contains(s, "\n"):
		return styleLiteral
	case readsAsString(s) && !isBase60Float(s):
		return stylePlain
	}
	return styleDouble
}

// analysis is what libyaml learns from a scalar's text: which styles can
// hold it.
type analysis struct {
	multiline    bool
	blockPlain   bool
	singleQuoted bool
	block        bool
}

// flags collects the properties of a scalar's characters that analyze
// turns into allowed styles.
type flags struct {
	indicators, breaks, special        bool
	leadSpace, leadBreak               bool
	trailSpace, trailBreak             bool
	breakThenSpace, spaceThenBreak     bool
	prevSpace, prevBreak, afterBlankOk bool
}

// analyze decides which styles can write v in block context.
func analyze(v []byte) analysis {
	if len(v) == 0 {
		return analysis{blockPlain: true, singleQuoted: true}
	}
	var f flags
	if len(v) >= 3 && (string(v[:3]) == "---" || string(v[:3]) == "...") {
		f.indicators = true
	}
	f.afterBlankOk = true
	for i, w := 0, 0; i < len(v); i += w {
		w = runeWidth(v[i])
		f.scan(v, i, w)
	}
	a := analysis{multiline: f.breaks, blockPlain: true, singleQuoted: true, block: true}
	if f.leadSpace || f.leadBreak || f.trailSpace || f.trailBreak || f.breaks || f.indicators {
		a.blockPlain = false
	}
	if f.trailSpace {
		a.block = false
	}
	if f.breakThenSpace {
		a.blockPlain, a.singleQuoted = false, false
	}
	if f.spaceThenBreak || f.special {
		a.blockPlain, a.singleQuoted, a.block = false, false, false
	}
	return a
}

// scan records the character of width w at v[i].
func (f *flags) scan(v []byte, i, w int) {
	last := i+w == len(v)
	followedByBlank := last || isBlank(v, i+w)
	f.indicators = f.indicators || blockIndicator(v[i], i == 0, f.afterBlankOk, followedByBlank)
	if !isPrintable(v, i) {
		f.special = true
	}
	switch {
	case v[i] == ' ':
		f.leadSpace = f.leadSpace || i == 0
		f.trailSpace = f.trailSpace || last
		f.breakThenSpace = f.breakThenSpace || f.prevBreak
		f.prevSpace, f.prevBreak = true, false
	case isBreak(v, i):
		f.breaks = true
		f.leadBreak = f.leadBreak || i == 0
		f.trailBreak = f.trailBreak || last
		f.spaceThenBreak = f.spaceThenBreak || f.prevSpace
		f.prevSpace, f.prevBreak = false, true
	default:
		f.prevSpace, f.prevBreak = false, false
	}
	f.afterBlankOk = isBlankOrBreak(v, i)
}

// blockIndicator reports whether c makes a plain scalar impossible in block
// context: an indicator at the start, ": " or " #" anywhere.
func blockIndicator(c byte, first, afterBlank, followedByBlank bool) bool {
	if first {
		switch c {
		case '#', ',', '[', ']', '{', '}', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
			return true
		case '?', ':', '-':
			return followedByBlank
		}
		return false
	}
	switch c {
	case ':':
		return followedByBlank
	case '#':
		return afterBlank
	}
	return false
}

// runeWidth is the length of the UTF-8 sequence that starts with b.
func runeWidth(b byte) int {
	switch {
	case b&0x80 == 0:
		return 1
	case b&0xE0 == 0xC0:
		return 2
	case b&0xF0 == 0xE0:
		return 3
	case b&0xF8 == 0xF0:
		return 4
	}
	return 1
}

// isPrintable is libyaml's test: printable ASCII, newline, and the Basic
// Multilingual Plane from U+00A0 except the BOM, U+FFFE and U+FFFF (so no
// C1 controls, no tab, nothing beyond U+FFFF).
func isPrintable(v []byte, i int) bool {
	b := v[i]
	switch {
	case b == '\n' || b >= 0x20 && b <= 0x7E:
		return true
	case b == 0xC2:
		return v[i+1] >= 0xA0
	case b > 0xC2 && b < 0xED, b == 0xEE:
		return true
	case b == 0xED:
		return v[i+1] < 0xA0
	case b == 0xEF:
		bom := v[i+1] == 0xBB && v[i+2] == 0xBF
		nonChar := v[i+1] == 0xBF && (v[i+2] == 0xBE || v[i+2] == 0xBF)
		return !bom && !nonChar
	}
	return false
}

// isBreak reports a line break: CR, LF, NEL, U+2028 or U+2029.
func isBreak(v []byte, i int) bool {
	switch v[i] {
	case '\r', '\n':
		return true
	case 0xC2:
		return v[i+1] == 0x85
	case 0xE2:
		return v[i+1] == 0x80 && (v[i+2] == 0xA8 || v[i+2] == 0xA9)
	}
	return false
}

// isBlank reports a space or a tab.
func isBlank(v []byte, i int) bool { return v[i] == ' ' || v[i] == '\t' }

// isBlankOrBreak reports a space, a tab, a line break or NUL.
func isBlankOrBreak(v []byte, i int) bool {
	return isBlank(v, i) || isBreak(v, i) || v[i] == 0
}
