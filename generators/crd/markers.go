package crd

import "github.com/gvk-dev/gvkgen/generators/tags"

const tool = "controller-gen"

// The markers crd reads, in controller-tools' grammar. A marker that takes
// no value has one optional unnamed boolean argument.
var (
	flagArg = []tags.Arg{{Type: tags.BoolArg, Optional: true}}
	intArg  = []tags.Arg{{Type: tags.IntArg}}
	numArg  = []tags.Arg{{Type: tags.NumberArg}}
	strArg  = []tags.Arg{{Type: tags.StringArg}}
	anyArg  = []tags.Arg{{Type: tags.AnyArg}}
)

const (
	fieldOrType = tags.Field | tags.Type
	vPrefix     = "kubebuilder:validation:"
)

// validation are the schema markers, on a field or a type.
var validation = []tags.Def{
	{Name: vPrefix + "Minimum", Args: numArg, Doc: "the minimum of a number (minimum)"},
	{Name: vPrefix + "Maximum", Args: numArg, Doc: "the maximum of a number (maximum)"},
	{Name: vPrefix + "ExclusiveMinimum", Args: flagArg, Doc: "the minimum is exclusive"},
	{Name: vPrefix + "ExclusiveMaximum", Args: flagArg, Doc: "the maximum is exclusive"},
	{Name: vPrefix + "MultipleOf", Args: numArg, Doc: "the number is a multiple of this"},
	{Name: vPrefix + "MinLength", Args: intArg, Doc: "the minimum length of a string"},
	{Name: vPrefix + "MaxLength", Args: intArg, Doc: "the maximum length of a string"},
	{Name: vPrefix + "Pattern", Args: strArg, Doc: "a regular expression the string matches"},
	{Name: vPrefix + "MinItems", Args: intArg, Doc: "the minimum length of a list"},
	{Name: vPrefix + "MaxItems", Args: intArg, Doc: "the maximum length of a list"},
	{Name: vPrefix + "UniqueItems", Args: []tags.Arg{{Type: tags.BoolArg}}, Doc: "the items of a list are unique"},
	{Name: vPrefix + "MinProperties", Args: intArg, Doc: "the minimum number of properties of an object"},
	{Name: vPrefix + "MaxProperties", Args: intArg, Doc: "the maximum number of properties of an object"},
	{Name: vPrefix + "Enum", Args: []tags.Arg{{Type: tags.ListArg, Item: tags.AnyArg}}, Doc: "the values allowed: a;b;c"},
	{Name: vPrefix + "Format", Args: strArg, Doc: "the format of a string (date-time, ...)"},
	{Name: vPrefix + "Type", Args: strArg, Doc: "overrides the schema's type"},
	{Name: vPrefix + "Optional", Places: tags.Package | tags.Field, Args: flagArg, Doc: "the field (or every field of the package) is optional"},
	{Name: vPrefix + "Required", Places: tags.Package | tags.Field, Args: flagArg, Doc: "the field (or every field of the package) is required"},
	{Name: vPrefix + "Nullable", Args: flagArg, Doc: "the value may be null"},
	{Name: "nullable", Places: tags.Field, Args: flagArg, Doc: "the value may be null"},
	{Name: "kubebuilder:default", Args: anyArg, Doc: "the value's default"},
	{Name: "kubebuilder:example", Args: anyArg, Doc: "an example value"},
}

// packageMarkers are the markers of a package crd reads: the group and
// version of its kinds.
var packageMarkers = []tags.Def{
	{Name: "groupName", Places: tags.Package, Values: "<group>", AnyFile: true, Doc: "the API group of the package's kinds: the package takes part in CRD generation"},
	{Name: "versionName", Places: tags.Package, Values: "<version>", AnyFile: true, Doc: "the version of the package's kinds, instead of the package's name"},
}

// crdMarkers are the markers of a kind's type that shape its CRD.
var crdMarkers = []tags.Def{
	{Name: "kubebuilder:subresource:status", Places: tags.Type, Args: flagArg, Doc: "the CRD has the status subresource"},
	{Name: "kubebuilder:storageversion", Places: tags.Type, Args: flagArg, Doc: "this version is the storage version"},
	{Name: "kubebuilder:skipversion", Places: tags.Type | tags.Package, Args: flagArg, Doc: "leave this version out of the CRD"},
	{Name: "kubebuilder:unservedversion", Places: tags.Type, Args: flagArg, Doc: "this version is not served"},
	{Name: "kubebuilder:resource", Places: tags.Type, Doc: "the CRD's names and scope", Args: []tags.Arg{
		{Name: "path", Type: tags.StringArg, Optional: true, Doc: "the plural resource name"},
		{Name: "shortName", Type: tags.ListArg, Optional: true, Doc: "short names"},
		{Name: "categories", Type: tags.ListArg, Optional: true, Doc: "categories"},
		{Name: "singular", Type: tags.StringArg, Optional: true, Doc: "the singular name"},
		{Name: "scope", Type: tags.StringArg, Optional: true, Doc: "Namespaced or Cluster"},
	}},
}

// Tags are the definitions of the markers crd reads.
var Tags = func() []tags.Def {
	var out []tags.Def
	for _, d := range validation {
		if d.Places == 0 {
			d.Places = fieldOrType
		}
		d.Tool, d.Marker = tool, true
		out = append(out, d)
	}
	for _, d := range packageMarkers {
		d.Tool = tool
		out = append(out, d)
	}
	for _, d := range crdMarkers {
		d.Tool, d.Marker = tool, true
		out = append(out, d)
	}
	return out
}()
