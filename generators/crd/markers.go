package crd

import (
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

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
	{Name: vPrefix + "XIntOrString", Args: flagArg, Doc: "the value is an integer or a string (x-kubernetes-int-or-string): string validations then apply to it"},
	{Name: vPrefix + "Optional", Places: tags.Package | tags.Field, Args: flagArg, Doc: "the field (or every field of the package) is optional"},
	{Name: vPrefix + "Required", Places: tags.Package | tags.Field, Args: flagArg, Doc: "the field (or every field of the package) is required"},
	{Name: "nullable", Places: tags.Field, Args: flagArg, Doc: "the value may be null"},
	{Name: "kubebuilder:default", Args: anyArg, Doc: "the value's default"},
	{Name: vPrefix + "XValidation", Repeatable: true, Doc: "a CEL validation rule (x-kubernetes-validations)", Args: []tags.Arg{
		{Name: "rule", Type: tags.StringArg, Doc: "the CEL expression"},
		{Name: "message", Type: tags.StringArg, Optional: true, Doc: "the message when the rule fails"},
		{Name: "messageExpression", Type: tags.StringArg, Optional: true, Doc: "a CEL expression giving the message"},
		{Name: "reason", Type: tags.StringArg, Optional: true, Doc: "the reason (FieldValueInvalid, ...)"},
		{Name: "fieldPath", Type: tags.StringArg, Optional: true, Doc: "the field the failure is reported at"},
		{Name: "optionalOldSelf", Type: tags.BoolArg, Optional: true, Doc: "the rule also runs on creation, oldSelf then unset"},
	}},
	{Name: vPrefix + "AtMostOneOf", Places: tags.Type, Repeatable: true, Args: []tags.Arg{{Type: tags.ListArg}}, Doc: "at most one of these fields may be set (a CEL rule)"},
	{Name: vPrefix + "ExactlyOneOf", Places: tags.Type, Repeatable: true, Args: []tags.Arg{{Type: tags.ListArg}}, Doc: "exactly one of these fields must be set (a CEL rule)"},
	{Name: vPrefix + "AtLeastOneOf", Places: tags.Type, Repeatable: true, Args: []tags.Arg{{Type: tags.ListArg}}, Doc: "at least one of these fields must be set (a CEL rule)"},
	{Name: "k8s:enum", Places: tags.Type | tags.Field, Args: flagArg, Doc: "the string type's values are its constants (enum); an error on a field, as for controller-gen"},
	{Name: "k8s:immutable", Places: tags.Field, Args: flagArg, Doc: "the field cannot change once set (a CEL rule self == oldSelf)"},
	{Name: "kubebuilder:pruning:PreserveUnknownFields", Args: flagArg, Doc: "keep fields the schema does not name (x-kubernetes-preserve-unknown-fields)"},
	{Name: vPrefix + "EmbeddedResource", Args: flagArg, Doc: "the value is a Kubernetes object (x-kubernetes-embedded-resource)"},
	{Name: vPrefix + "Schemaless", Places: tags.Field, Args: flagArg, Doc: "the field has no schema"},
	{Name: vPrefix + "XPreserveUnknownFields", Args: flagArg, Doc: "keep fields the schema does not name, as +kubebuilder:pruning:PreserveUnknownFields"},
	{Name: vPrefix + "XEmbeddedResource", Args: flagArg, Doc: "the value is a Kubernetes object, as +kubebuilder:validation:EmbeddedResource"},
	{Name: "kubebuilder:example", Args: anyArg, Doc: "an example value"},
	{Name: "kubebuilder:title", Args: anyArg, Doc: "the schema's title"},
	{Name: "kubebuilder:externalDocs", Doc: "a link to more documentation (externalDocs)", Args: []tags.Arg{
		{Name: "url", Type: tags.StringArg, Doc: "where the documentation is (an absolute URL)"},
		{Name: "description", Type: tags.StringArg, Optional: true, Doc: "what it is"},
	}},
}

// k8sMarkers are the tags of Kubernetes' own API conventions (gengo's
// grammar, code-generator's and validation-gen's namespace) that
// controller-gen also reads on a field: k8s.io/api's PodSpec carries them.
// On a type they are other tools' (openapi-gen, validation-gen), and crd
// leaves them alone.
var k8sMarkers = []tags.Def{
	{Name: "default", Args: []tags.Arg{{Type: tags.RawArg}}, Doc: "on a field, its default as JSON (`+default=\"TCP\"`, `+default=1`); `ref(...)` is left out, as controller-gen does; +kubebuilder:default wins over it; on a type, openapi-gen's"},
	{Name: "k8s:required", Args: flagArg, Doc: "the field is required; a string gets minLength 1, a list minItems 1, a map or struct minProperties 1, unless set; on a type, validation-gen's"},
	{Name: "k8s:optional", Args: flagArg, Doc: "the field is optional; on a type, validation-gen's"},
	{Name: "k8s:minimum", Args: numArg, Doc: "the minimum of a number, as +kubebuilder:validation:Minimum"},
	{Name: "k8s:maximum", Args: numArg, Doc: "the maximum of a number, as +kubebuilder:validation:Maximum"},
	{Name: "k8s:maxItems", Args: intArg, Doc: "the maximum length of a list, as +kubebuilder:validation:MaxItems"},
}

// k8sLimits are the limit markers of k8sMarkers, with the validation
// marker each stands for.
var k8sLimits = map[string]string{"k8s:minimum": "Minimum", "k8s:maximum": "Maximum", "k8s:maxItems": "MaxItems"}

// shared reports whether a marker is one of k8sMarkers, which another
// tool may read where crd does not.
func shared(name string) bool {
	return slices.ContainsFunc(k8sMarkers, func(d tags.Def) bool { return d.Name == name })
}

// packageMarkers are the markers of a package crd reads: the group and
// version of its kinds.
var packageMarkers = []tags.Def{
	{Name: "groupName", Places: tags.Package, Values: "<group>", Doc: "the API group of the package's kinds: the package takes part in CRD generation"},
	{Name: "versionName", Places: tags.Package, Values: "<version>", Doc: "the version of the package's kinds, instead of the package's name"},
	{Name: "kubebuilder:skip", Places: tags.Package, AnyFile: true, Args: flagArg, Doc: "the package is not an API version of CRDs: crd leaves its kinds out (an aggregated API's types, say)"},
}

// crdMarkers are the markers of a kind's type that shape its CRD.
var crdMarkers = []tags.Def{
	{Name: "kubebuilder:subresource:status", Places: tags.Type, Args: flagArg, Doc: "the CRD has the status subresource"},
	{Name: "kubebuilder:storageversion", Places: tags.Type, Args: flagArg, Doc: "this version is the storage version"},
	{Name: "kubebuilder:skipversion", Places: tags.Type | tags.Package, Args: flagArg, Doc: "leave this version out of the CRD"},
	{Name: "kubebuilder:unservedversion", Places: tags.Type, Args: flagArg, Doc: "this version is not served"},
	{Name: "kubebuilder:subresource:scale", Places: tags.Type, Doc: "the CRD has the scale subresource", Args: []tags.Arg{
		{Name: "specpath", Type: tags.StringArg, Doc: "the JSON path of the wanted replicas"},
		{Name: "statuspath", Type: tags.StringArg, Doc: "the JSON path of the current replicas"},
		{Name: "selectorpath", Type: tags.StringArg, Optional: true, Doc: "the JSON path of the label selector"},
	}},
	{Name: "kubebuilder:printcolumn", Places: tags.Type, Repeatable: true, Doc: "a column of kubectl get", Args: []tags.Arg{
		{Name: "name", Type: tags.StringArg, Doc: "the column's name"},
		{Name: "type", Type: tags.StringArg, Doc: "integer, number, string, boolean or date"},
		{Name: "JSONPath", Type: tags.StringArg, Doc: "the JSON path of the value"},
		{Name: "description", Type: tags.StringArg, Optional: true, Doc: "the column's description"},
		{Name: "format", Type: tags.StringArg, Optional: true, Doc: "the value's format"},
		{Name: "priority", Type: tags.IntArg, Optional: true, Doc: "0 shows it always, higher only with -o wide"},
	}},
	{Name: "kubebuilder:selectablefield", Places: tags.Type, Repeatable: true, Doc: "a field selectors may use", Args: []tags.Arg{
		{Name: "JSONPath", Type: tags.StringArg, Doc: "the JSON path of the field"},
	}},
	{Name: "kubebuilder:deprecatedversion", Places: tags.Type, Doc: "this version is deprecated", Args: []tags.Arg{
		{Name: "warning", Type: tags.StringArg, Optional: true, Doc: "the warning clients get"},
	}},
	{Name: "kubebuilder:metadata", Places: tags.Type, Doc: "annotations and labels of the CRD", Args: []tags.Arg{
		{Name: "annotations", Type: tags.ListArg, Optional: true, Doc: "key=value annotations"},
		{Name: "labels", Type: tags.ListArg, Optional: true, Doc: "key=value labels"},
	}},
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
		// +k8s:immutable is in code-generator's namespace: a file with
		// +k8s: tags is not controller-gen's.
		d.Tool, d.Marker = tool, !strings.HasPrefix(d.Name, "k8s:")
		out = append(out, d)
	}
	for _, d := range validation {
		// +kubebuilder:validation:items:<Marker> applies <Marker> to a
		// list's items.
		if name, ok := strings.CutPrefix(d.Name, vPrefix); ok && d.Places != tags.Package|tags.Field && name != "Schemaless" && name != "EmbeddedResource" && !strings.HasSuffix(name, "OneOf") {
			d.Name = vPrefix + "items:" + name
			d.Places, d.Tool, d.Marker = fieldOrType, tool, true
			d.Doc = "for a list's items: " + d.Doc
			out = append(out, d)
		}
	}
	for _, d := range k8sMarkers {
		// On a type: read by openapi-gen or validation-gen, not crd.
		d.Places, d.Tool = tags.Field|tags.Type, tool
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
