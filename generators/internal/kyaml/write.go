package kyaml

// writePlain writes v unquoted, folding at a single space once the line is
// past bestWidth.
func (e *emitter) writePlain(v []byte, allowBreaks bool) {
	if !e.whitespace {
		e.put(' ')
	}
	spaces, breaks := false, false
	for i := 0; i < len(v); {
		switch {
		case v[i] == ' ':
			if allowBreaks && !spaces && e.column > bestWidth && !(i+1 < len(v) && v[i+1] == ' ') {
				e.writeIndent()
				i++
			} else {
				e.writeRune(v, &i)
			}
			spaces = true
		case isBreak(v, i):
			e.writeLineBreak(v, &i, breaks)
			breaks = true
		default:
			if breaks {
				e.writeIndent()
			}
			e.writeRune(v, &i)
			e.indention = false
			spaces, breaks = false, false
		}
	}
	e.whitespace = false
	e.indention = false
}

// writeLineBreak writes a line break of a flow scalar: the first "\n" of
// a run is doubled, as folding would otherwise eat it.
func (e *emitter) writeLineBreak(v []byte, i *int, inBreaks bool) {
	if !inBreaks && v[*i] == '\n' {
		e.putBreak()
	}
	e.writeBreak(v, i)
	e.indention = true
}

// writeSingle writes 'v', doubling quotes, folding like writePlain but
// never at the first or the last character.
func (e *emitter) writeSingle(v []byte, allowBreaks bool) {
	e.indicator("'", true, false, false)
	spaces, breaks := false, false
	for i := 0; i < len(v); {
		switch {
		case v[i] == ' ':
			if allowBreaks && !spaces && e.column > bestWidth && i > 0 && i < len(v)-1 && v[i+1] != ' ' {
				e.writeIndent()
				i++
			} else {
				e.writeRune(v, &i)
			}
			spaces = true
		case isBreak(v, i):
			e.writeLineBreak(v, &i, breaks)
			breaks = true
		default:
			if breaks {
				e.writeIndent()
			}
			if v[i] == '\'' {
				e.put('\'')
			}
			e.writeRune(v, &i)
			e.indention = false
			spaces, breaks = false, false
		}
	}
	e.indicator("'", false, false, false)
	e.whitespace = false
	e.indention = false
}

// writeDouble writes "v" with escapes for what cannot be printed, folding
// at a space past bestWidth (a following space is then escaped as "\ ").
func (e *emitter) writeDouble(v []byte, allowBreaks bool) {
	e.indicator(`"`, true, false, false)
	spaces := false
	for i := 0; i < len(v); {
		switch {
		case needsEscape(v, i):
			i = e.writeEscape(v, i)
			spaces = false
		case v[i] == ' ':
			if allowBreaks && !spaces && e.column > bestWidth && i > 0 && i < len(v)-1 {
				e.writeIndent()
				if v[i+1] == ' ' {
					e.put('\\')
				}
				i++
			} else {
				e.writeRune(v, &i)
			}
			spaces = true
		default:
			e.writeRune(v, &i)
			spaces = false
		}
	}
	e.indicator(`"`, false, false, false)
	e.whitespace = false
	e.indention = false
}

// needsEscape reports whether the character at v[i] is escaped in a
// double-quoted scalar. libyaml's BOM test looks at the start of the
// scalar, not at i: after a leading U+FEFF every character is escaped.
func needsEscape(v []byte, i int) bool {
	startsWithBOM := len(v) >= 3 && v[0] == 0xEF && v[1] == 0xBB && v[2] == 0xBF
	return !isPrintable(v, i) || startsWithBOM || isBreak(v, i) || v[i] == '"' || v[i] == '\\'
}

// shortEscapes are the one-letter escapes of YAML's double-quoted style.
var shortEscapes = map[rune]byte{
	0x00: '0', 0x07: 'a', 0x08: 'b', 0x09: 't', 0x0A: 'n', 0x0B: 'v',
	0x0C: 'f', 0x0D: 'r', 0x1B: 'e', '"': '"', '\\': '\\', 0x85: 'N',
	0xA0: '_', 0x2028: 'L', 0x2029: 'P',
}

// writeEscape writes the escape of the character at v[i] and returns the
// index after it: a short escape, or \xXX, \uXXXX, \UXXXXXXXX in upper-case
// hex.
func (e *emitter) writeEscape(v []byte, i int) int {
	w := runeWidth(v[i])
	r := decodeRune(v[i : i+w])
	e.put('\\')
	if c, ok := shortEscapes[r]; ok {
		e.put(c)
		return i + w
	}
	letter, digits := byte('U'), 8
	switch {
	case r <= 0xFF:
		letter, digits = 'x', 2
	case r <= 0xFFFF:
		letter, digits = 'u', 4
	}
	e.put(letter)
	const hex = "0123456789ABCDEF"
	for k := digits - 1; k >= 0; k-- {
		e.put(hex[(r>>(4*k))&0xF])
	}
	return i + w
}

// decodeRune decodes one UTF-8 sequence the way libyaml does, without
// validation (the input is valid UTF-8: it went through encoding/json).
func decodeRune(b []byte) rune {
	masks := [...]byte{0, 0x7F, 0x1F, 0x0F, 0x07}
	r := rune(b[0] & masks[len(b)])
	for _, c := range b[1:] {
		r = r<<6 | rune(c&0x3F)
	}
	return r
}

// writeLiteral writes a literal block scalar: "|", an indentation
// indicator if v starts with a space or a break, a chomping indicator
// ("-" without a final break, "+" with more than one), then the lines at
// the current indentation.
func (e *emitter) writeLiteral(v []byte) {
	e.indicator("|", true, false, false)
	if v[0] == ' ' || isBreak(v, 0) {
		e.indicator(string(rune('0'+bestIndent)), false, false, false)
	}
	if chomp := chompIndicator(v); chomp != "" {
		e.indicator(chomp, false, false, false)
	}
	e.putBreak()
	e.indention, e.whitespace = true, true
	breaks := true
	for i := 0; i < len(v); {
		if isBreak(v, i) {
			e.writeBreak(v, &i)
			e.indention = true
			breaks = true
			continue
		}
		if breaks {
			e.writeIndent()
		}
		e.writeRune(v, &i)
		e.indention = false
		breaks = false
	}
}

// chompIndicator is "-" when v does not end with a line break, "+" when
// it ends with two (or is one), "" otherwise.
func chompIndicator(v []byte) string {
	last := lastRuneStart(v, len(v)-1)
	if !isBreak(v, last) {
		return "-"
	}
	if last == 0 {
		return "+"
	}
	if isBreak(v, lastRuneStart(v, last-1)) {
		return "+"
	}
	return ""
}

// lastRuneStart is the index of the first byte of the character that ends
// at v[i].
func lastRuneStart(v []byte, i int) int {
	for v[i]&0xC0 == 0x80 {
		i--
	}
	return i
}
