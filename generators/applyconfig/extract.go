package applyconfig

import (
	"slices"
	"strings"
	"unicode"

	"github.com/dave/jennifer/jen"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// extract declares the Extract functions of a +genclient type.
func (w *typeWriter) extract() {
	t, ac := w.ac.Type, w.ac.Name()
	v, name := lowerFirst(t.Name.Name), t.Name.Name
	fn := "Extract" + name
	lines := []jen.Code{
		comment("%sFrom extracts the applied configuration owned by fieldManager from", fn),
		comment("%s for the specified subresource. Pass an empty string for subresource to extract", v),
		comment("the main resource. Common subresources include \"status\", \"scale\", etc."),
		comment("%s must be a unmodified %s API object that was retrieved from the Kubernetes API.", v, name),
		comment("%sFrom provides a way to perform a extract/modify-in-place/apply workflow.", fn),
		comment("Note that an extracted apply configuration will contain fewer fields than what the fieldManager previously"),
		comment("applied if another fieldManager has updated or force applied any of the previously applied fields."),
	}
	obj := jen.Id(v).Op("*").Add(w.f.Type(t))
	into := w.f.Use(managedFieldsPkg.Ident("ExtractInto"))
	parser := w.f.Use(w.internalPkg().Ident("Parser"))
	body := []jen.Code{
		jen.Id("b").Op(":=").Op("&").Id(ac).Values(),
		jen.Id("err").Op(":=").Add(into).Call(jen.Id(v), parser.Call().Dot("Type").Call(jen.Lit(w.ac.OpenAPIName)), jen.Id("fieldManager"), jen.Id("b"), jen.Id("subresource")),
		jen.If(jen.Id("err").Op("!=").Nil()).Block(jen.Return(jen.Nil(), jen.Id("err"))),
		jen.Id("b").Dot("WithName").Call(jen.Id(v).Dot("Name")),
	}
	if !w.ac.Client.NonNamespaced {
		body = append(body, jen.Id("b").Dot("WithNamespace").Call(jen.Id(v).Dot("Namespace")))
	}
	body = append(append(append(body, jen.Line()), w.kindAndVersion()...), jen.Return(jen.Id("b"), jen.Nil()))
	results := jen.Params(jen.Op("*").Id(ac), jen.Error())
	w.add(doc(lines, jen.Func().Id(fn+"From").Params(obj, jen.Id("fieldManager").String(), jen.Id("subresource").String()).Add(results).Block(body...)))
	w.extractShortcuts(v, name, ac)
}

// extractShortcuts declares Extract<Type>, and Extract<Type><Subresource>
// for each subresource of the type.
func (w *typeWriter) extractShortcuts(v, name, ac string) {
	fn := "Extract" + name
	results := jen.Params(jen.Op("*").Id(ac), jen.Error())
	lines := []jen.Code{
		comment("%s extracts the applied configuration owned by fieldManager from", fn),
		comment("%s. If no managedFields are found in %s for fieldManager, a", v, v),
		comment("%s is returned with only the Name, Namespace (if applicable),", ac),
		comment("APIVersion and Kind populated. It is possible that no managed fields were found for because other"),
		comment("field managers have taken ownership of all the fields previously owned by fieldManager, or because"),
		comment("the fieldManager never owned fields any fields."),
		comment("%s must be a unmodified %s API object that was retrieved from the Kubernetes API.", v, name),
		comment("%s provides a way to perform a extract/modify-in-place/apply workflow.", fn),
		comment("Note that an extracted apply configuration will contain fewer fields than what the fieldManager previously"),
		comment("applied if another fieldManager has updated or force applied any of the previously applied fields."),
	}
	obj := jen.Id(v).Op("*").Add(w.f.Type(w.ac.Type))
	w.add(doc(lines, jen.Func().Id(fn).Params(obj, jen.Id("fieldManager").String()).Add(results).Block(
		jen.Return(jen.Id(fn+"From").Call(jen.Id(v), jen.Id("fieldManager"), jen.Lit(""))))))
	for _, sub := range w.subresources() {
		lines := []jen.Code{
			comment("%s%s extracts the applied configuration owned by fieldManager from", fn, title(sub)),
			comment("%s for the %s subresource.", v, sub),
		}
		obj := jen.Id(v).Op("*").Add(w.f.Type(w.ac.Type))
		w.add(doc(lines, jen.Func().Id(fn+title(sub)).Params(obj, jen.Id("fieldManager").String()).Add(results).Block(
			jen.Return(jen.Id(fn+"From").Call(jen.Id(v), jen.Id("fieldManager"), jen.Lit(sub))))))
	}
}

// subresources are the type's: status when it has a Status field (and
// not +genclient:noStatus), and those of its +genclient:method tags;
// sorted.
func (w *typeWriter) subresources() []string {
	var out []string
	if !w.ac.Client.NoStatus && slices.ContainsFunc(w.ac.Type.Members, func(m universe.Member) bool { return m.Name == "Status" }) {
		out = append(out, "status")
	}
	for _, e := range w.ac.Client.Methods {
		if e.Subresource != "" {
			out = append(out, e.Subresource)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// title spells a subresource as a name: each word's first letter
// upper-case and its other letters lower-case ("status": "Status"), as
// upstream's cases.Title does.
func title(s string) string {
	var b strings.Builder
	start := true
	for _, r := range s {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'':
			start = true
			b.WriteRune(r)
		case start:
			b.WriteRune(unicode.ToTitle(r))
			start = false
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
