package deepcopy

import (
	"strconv"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// The object dialect's markers as controller-gen parses them, per place,
// read through the marker layer (tags.ParseMarker): its +kubebuilder:object
// markers take true or false, +k8s:deepcopy-gen's value is taken as
// written, +k8s:deepcopy-gen:interfaces names one interface. A marker with
// a segment after its name (+kubebuilder:object:generate:x=true) is read as
// the marker, as controller-gen does. ObjectTags documents them.
var (
	objGenerate   = tags.Def{Name: markerGenerate, Places: tags.Package | tags.Type, Tool: objectTool, Args: []tags.Arg{{Type: tags.BoolArg}}}
	objRoot       = tags.Def{Name: markerRoot, Places: tags.Type, Tool: objectTool, Args: []tags.Arg{{Type: tags.BoolArg}}}
	objEnabled    = tags.Def{Name: tagEnabled, Places: tags.Package | tags.Type, Tool: objectTool, Args: []tags.Arg{{Type: tags.RawArg}}}
	objInterfaces = tags.Def{Name: tagInterfaces, Places: tags.Type, Tool: objectTool, Args: []tags.Arg{{Type: tags.StringArg}}}

	objPackageDefs = []tags.Def{objGenerate, objEnabled}
	objTypeDefs    = []tags.Def{objGenerate, objRoot, objEnabled, objInterfaces}
)

// markerValues are parsed markers: the values of each name, in order.
type markerValues map[string][]string

// first returns the first value of name and whether there is one.
func (mv markerValues) first(name string) (string, bool) {
	if v := mv[name]; len(v) > 0 {
		return v[0], true
	}
	return "", false
}

// parseMarkers parses the markers of one place through defs; problems go
// to errs, as controller-gen's parse errors (at the column where the
// marker goes wrong), with what to write instead.
func parseMarkers(defs []tags.Def, ms []objMarker, errs *universe.ErrorList) markerValues {
	out := markerValues{}
	for _, m := range ms {
		pm, ok, ds := tags.ParseMarker(defs, m.line)
		if !ok {
			continue
		}
		if len(ds) > 0 {
			for _, d := range ds {
				msg := strings.TrimPrefix(d.Message, "+"+pm.Name+": ")
				*errs = append(*errs, universe.Errorf(d.Pos, "%s: %s; controller-gen stops generating the package here", m.text(), msg))
			}
			continue
		}
		v := pm.Args[""]
		text := v.Text()
		if v.Type == tags.BoolArg {
			text = strconv.FormatBool(v.Bool)
		}
		out[pm.Name] = append(out[pm.Name], text)
	}
	return out
}
