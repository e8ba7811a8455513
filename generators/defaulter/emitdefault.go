package defaulter

import (
	"strconv"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/emit"
)

// defaulter is the code that sets n's default on v (v[index] for a slice
// or map element) when it is empty.
func (e *emitter) defaulter(n *callNode, v, index string, isPointer bool) []jen.Code {
	if n.def.empty() {
		return nil
	}
	target := v
	if n.index || n.key {
		target = v + "[" + index + "]"
	}
	switch {
	case !n.defaultIsPrimitive:
		return e.unmarshal(n, v, index, target, isPointer)
	case len(pointerPath(n.topType)) > 0:
		return e.pointerDefault(n, target)
	}
	// if v == 0 { v = 1 }
	zero := zeroLiteral(zeroValues[n.defaultType.String()])
	value := e.resolved(n.def)
	if n.def.inline == "" {
		value = e.file.Type(n.topType).Call(value)
	}
	return []jen.Code{jen.If(jen.Id(target).Op("==").Id(zero)).Block(jen.Id(target).Op("=").Add(value))}
}

// zeroLiteral spells a zero value of zeroValues in Go.
func zeroLiteral(z any) string {
	switch z := z.(type) {
	case string:
		return strconv.Quote(z)
	case bool:
		return strconv.FormatBool(z)
	case float64:
		return strconv.FormatFloat(z, 'g', -1, 64)
	}
	return "nil"
}

// pointerDefault sets a default below one or more pointers, taking the
// address of a variable at each level and converting to the named types
// on the way:
//
//	if v == nil {
//		var ptrVar1 string = "x"
//		v = &ptrVar1
//	}
func (e *emitter) pointerDefault(n *callNode, target string) []jen.Code {
	path := pointerPath(n.topType)
	elemType := path[len(path)-1]
	first := "ptrVar" + strconv.Itoa(len(path))
	var body []jen.Code
	if n.def.inline != "" {
		body = append(body, jen.Var().Id(first).Add(e.file.Type(elemType)).Op("=").Id(n.def.inline))
	} else {
		body = append(body, jen.Id(first).Op(":=").Add(e.file.Type(elemType)).Call(e.resolved(n.def)))
	}
	for i := len(path); i >= 1; i-- {
		dest, op := "ptrVar"+strconv.Itoa(i-1), ":="
		if i == 1 {
			dest, op = target, "="
		}
		source := "*" + elemType.String()
		if i == len(path) {
			source = elemType.String()
		}
		elemType = path[i-1]
		addr := jen.Op("&").Id("ptrVar" + strconv.Itoa(i))
		if elemType.String() != source {
			addr = jen.Parens(jen.Op("*").Add(e.file.Type(elemType))).Call(addr)
		}
		body = append(body, jen.Id(dest).Op(op).Add(addr))
	}
	return []jen.Code{jen.If(jen.Id(target).Op("==").Nil()).Block(body...)}
}

// unmarshal sets a default that is not a builtin from its JSON; a map
// value goes through a variable, as it cannot be addressed:
//
//	if v == nil {
//		if err := json.Unmarshal([]byte(`{}`), &v); err != nil {
//			panic(err)
//		}
//	}
func (e *emitter) unmarshal(n *callNode, v, index, target string, isPointer bool) []jen.Code {
	unmarshal := e.file.Use(jsonPkg.Ident("Unmarshal"))
	into := target
	var body []jen.Code
	if n.key {
		into = index + "_default"
		body = append(body, jen.Id(into).Op(":=").Id(v).Index(jen.Id(index)))
	}
	ptr := jen.Op("&").Id(into)
	if !n.key && isPointer {
		ptr = jen.Id(into)
	}
	raw := n.def.inline
	if raw == "" {
		// A reference, spelled inside the JSON as upstream does.
		raw = e.file.Text(emit.IdentOf(n.def.ref))
	}
	body = append(body, jen.If(jen.Err().Op(":=").Add(unmarshal).Call(jen.Index().Byte().Call(jen.Id("`"+raw+"`")), ptr), jen.Err().Op("!=").Nil()).
		Block(jen.Panic(jen.Err())))
	if n.key {
		body = append(body, jen.Id(v).Index(jen.Id(index)).Op("=").Id(into))
	}
	return []jen.Code{jen.If(jen.Id(target).Op("==").Nil()).Block(body...)}
}
