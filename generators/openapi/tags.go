package openapi

import "github.com/gvk-dev/gvkgen/generators/tags"

// Tag names openapi-gen reads.
const (
	tagName         = "k8s:openapi-gen"
	tagModelPackage = "k8s:openapi-model-package"
)

// Tags are the comment tags openapi-gen reads: its own namespace's, and
// the shape tags it shares with other tools and Kubernetes' API
// conventions (+optional, +listType, +default, ...), read as gengo reads
// them (see comments.go). The +k8s:validation:<key> markers are read by
// validation.go.
var Tags = []tags.Def{
	{Name: tagName, Values: "true | false", Places: tags.Package | tags.Type | tags.Field, Tool: toolName,
		Doc: "`true` in doc.go: every struct type of the package gets a definition, but those with `false`; on a type: that type does; on a field: `false` leaves it out of the schema"},
	{Name: tagName, Values: "<x-kubernetes-name:value>", Places: tags.Type | tags.Field, Tool: toolName, Repeatable: true,
		Doc: "adds the vendor extension `x-kubernetes-<name>` with that value to the field's schema (on a type: to the type's schema)"},
	{Name: tagModelPackage, Values: "<model package>", Places: tags.Package | tags.Type, Tool: toolName,
		Doc: "the OpenAPI model name's package (`io.k8s.api.core.v1`): with --output-model-name-file, each struct type gets an OpenAPIModelName method returning `<package>.<Type>`, which the definitions use as the type's name"},
	{Name: "optional", Places: tags.Field, Tool: toolName,
		Doc: "the field is not in the schema's `required` list (without +optional or +required, a field is optional when its json tag has `omitempty`)"},
	{Name: "required", Places: tags.Field, Tool: toolName,
		Doc: "the field is in the schema's `required` list, `omitempty` or not"},
	{Name: "default", Values: "<JSON or ref(type)>", Places: tags.Field | tags.Type, Tool: toolName,
		Doc: "the field's default: a JSON value, or `ref(<[package.]Constant>)` for a Go constant's value; on a type: the default of fields of that type that have none"},
	{Name: "listType", Values: "atomic | set | map", Places: tags.Field | tags.Type, Tool: toolName,
		Doc: "`x-kubernetes-list-type` of a list: replaced as a whole (`atomic`), its items unique scalars (`set`) or objects keyed by +listMapKey (`map`)"},
	{Name: "listMapKey", Values: "<field name>", Places: tags.Field | tags.Type, Tool: toolName, Repeatable: true,
		Doc: "a key of a `+listType=map` list's items (`x-kubernetes-list-map-keys`), one tag per key"},
	{Name: "mapType", Values: "atomic | granular", Places: tags.Field | tags.Type, Tool: toolName,
		Doc: "`x-kubernetes-map-type` of a map: replaced as a whole (`atomic`) or key by key (`granular`)"},
	{Name: "structType", Values: "atomic | granular", Places: tags.Field | tags.Type, Tool: toolName,
		Doc: "`x-kubernetes-map-type` of a struct: replaced as a whole (`atomic`) or field by field (`granular`)"},
	{Name: "patchStrategy", Values: "<strategy>", Places: tags.Field | tags.Type, Tool: toolName,
		Doc: "`x-kubernetes-patch-strategy` of the field (`merge`, `retainKeys` or `merge,retainKeys`), as strategic merge patch reads it"},
	{Name: "patchMergeKey", Values: "<field name>", Places: tags.Field | tags.Type, Tool: toolName,
		Doc: "`x-kubernetes-patch-merge-key`: the key of a merged list's items"},
	{Name: "validations", Values: "<rule>", Places: tags.Field | tags.Type, Tool: toolName, Repeatable: true,
		Doc: "`x-kubernetes-validations`, one tag per rule"},
	{Name: "union", Places: tags.Type, Tool: toolName,
		Doc: "the struct's fields form a union (`x-kubernetes-unions`), +unionDiscriminator naming the member that is set; so do those of a +union struct inlined into another"},
	{Name: "unionDiscriminator", Places: tags.Field, Tool: toolName,
		Doc: "the field of a +union struct whose value names the member that is set"},
	{Name: "unionDeprecated", Places: tags.Field, Tool: toolName,
		Doc: "a deprecated member of a +union: left out of the union's fields"},
	{Name: "enum", Places: tags.Type, Tool: toolName,
		Doc: "a string type whose constants (in every loaded package) are the `enum` of the fields of that type"},
}
