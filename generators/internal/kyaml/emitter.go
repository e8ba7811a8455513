package kyaml

// bestWidth is the column past which go-yaml v2 folds a scalar at its next
// space (its default width; FutureLineWrap is never called on this path).
const bestWidth = 80

// bestIndent is the indentation of each nesting level.
const bestIndent = 2

// emitter holds the state of libyaml's emitter that decides spacing and
// line breaks: the current column, the indentation, and whether the last
// thing written was whitespace or indentation.
type emitter struct {
	out        []byte
	column     int
	indent     int
	indents    []int
	whitespace bool // the last character written was whitespace
	indention  bool // only indentation has been written on this line
}

// pushIndent enters a nested node: flow nodes and scalars start at
// bestIndent from the top, block collections at column 0; an indentless
// sequence keeps its parent's indentation.
func (e *emitter) pushIndent(flow, indentless bool) {
	e.indents = append(e.indents, e.indent)
	switch {
	case e.indent < 0 && flow:
		e.indent = bestIndent
	case e.indent < 0:
		e.indent = 0
	case !indentless:
		e.indent += bestIndent
	}
}

func (e *emitter) popIndent() {
	e.indent = e.indents[len(e.indents)-1]
	e.indents = e.indents[:len(e.indents)-1]
}

// put writes one ASCII byte.
func (e *emitter) put(b byte) {
	e.out = append(e.out, b)
	e.column++
}

// putBreak starts a new line.
func (e *emitter) putBreak() {
	e.out = append(e.out, '\n')
	e.column = 0
}

// writeRune copies the UTF-8 character at value[*i] and advances *i; a
// character counts as one column whatever its width in bytes.
func (e *emitter) writeRune(value []byte, i *int) {
	w := runeWidth(value[*i])
	e.out = append(e.out, value[*i:*i+w]...)
	e.column++
	*i += w
}

// writeBreak copies the line break at value[*i]: "\n" as a newline, the
// other breaks (U+2028, U+2029) as themselves.
func (e *emitter) writeBreak(value []byte, i *int) {
	if value[*i] == '\n' {
		e.putBreak()
		*i++
		return
	}
	e.writeRune(value, i)
	e.column = 0
}

// writeIndent moves to the current indentation, on a new line unless the
// line holds only indentation up to there.
func (e *emitter) writeIndent() {
	indent := max(e.indent, 0)
	if !e.indention || e.column > indent || (e.column == indent && !e.whitespace) {
		e.putBreak()
	}
	for e.column < indent {
		e.put(' ')
	}
	e.whitespace = true
	e.indention = true
}

// indicator writes an indicator ("-", ":", "?", "|", quotes, brackets),
// preceded by a space when needWhitespace asks for one.
func (e *emitter) indicator(s string, needWhitespace, isWhitespace, isIndention bool) {
	if needWhitespace && !e.whitespace {
		e.put(' ')
	}
	b := []byte(s)
	for i := 0; i < len(b); {
		e.writeRune(b, &i)
	}
	e.whitespace = isWhitespace
	e.indention = e.indention && isIndention
}

// scalar writes a scalar in the style the encoder asks for, or the next
// one the analysis of its text allows.
func (e *emitter) scalar(value string, want scalarStyle, ctx context) {
	v := []byte(value)
	a := analyze(v)
	style := chooseStyle(v, a, want, ctx.simpleKey)
	e.pushIndent(true, false)
	allowBreaks := !ctx.simpleKey
	switch style {
	case stylePlain:
		e.writePlain(v, allowBreaks)
	case styleSingle:
		e.writeSingle(v, allowBreaks)
	case styleDouble:
		e.writeDouble(v, allowBreaks)
	case styleLiteral:
		e.writeLiteral(v)
	}
	e.popIndent()
}

// chooseStyle is libyaml's choice of a scalar style in block context.
func chooseStyle(v []byte, a analysis, want scalarStyle, simpleKey bool) scalarStyle {
	style := want
	if simpleKey && a.multiline {
		style = styleDouble
	}
	if style == stylePlain && (!a.blockPlain || len(v) == 0 && simpleKey) {
		style = styleSingle
	}
	if style == styleSingle && !a.singleQuoted {
		style = styleDouble
	}
	if style == styleLiteral && (!a.block || simpleKey) {
		style = styleDouble
	}
	return style
}
