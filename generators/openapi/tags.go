package openapi

import "github.com/gvk-dev/gvkgen/generators/tags"

// Tag names openapi-gen reads.
const (
	tagName         = "k8s:openapi-gen"
	tagModelPackage = "k8s:openapi-model-package"
)

// Tags are the comment tags openapi-gen reads under its own namespace. The
// shape tags it shares with other tools (+optional, +listType, +default,
// ...) are read as gengo reads them (see comments.go).
var Tags = []tags.Def{
	{Name: tagName, Values: "<true, false or x-kubernetes-name:value>", Places: tags.Package | tags.Type | tags.Field, Tool: toolName,
		Doc: "`true` in doc.go: every struct type of the package gets a definition, but those with `false`; on a type: that type does; on a field: `false` leaves it out of the schema, `x-kubernetes-<name>:<value>` adds that vendor extension to it (on a type: to the type's schema)"},
	{Name: tagModelPackage, Values: "<model package>", Places: tags.Package | tags.Type, Tool: toolName,
		Doc: "the OpenAPI model name's package (`io.k8s.api.core.v1`): with --output-model-name-file, each struct type gets an OpenAPIModelName method returning `<package>.<Type>`, which the definitions use as the type's name"},
}
