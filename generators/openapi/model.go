package openapi

import (
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Model is the openapi generator's result: the OpenAPI definitions of a
// run's types as plain data, built once from the marker layer, and the API
// rule violations found on the way. openapi-gen's Go code
// (zz_generated.openapi.go), a models-schema JSON document and the
// apply configurations' schema are all emitted from it; read it with
// ResultKey.Of(pass) from a generator that lists Generator in Requires.
//
// What the Go code leaves to run time is not in it: a type whose
// hand-written OpenAPIDefinition or OpenAPIV3Definition gives its schema
// has none here (Definition.Schema is nil, Definition.Methods says which),
// and one with OpenAPISchemaType and OpenAPISchemaFormat has only
// TypeFromMethods (apimachinery's Quantity, IntOrString, Time, MicroTime,
// Duration and the like: a JSON emitter needs their values, which are
// constants of those methods' bodies). Description, Default, Enum,
// Validations and Extensions are what upstream writes into the Go code,
// no more: the +k8s:validation markers' nullable, format and enum, which
// upstream drops, are dropped here too.
type Model struct {
	// Definitions are the definitions of GetOpenAPIDefinitions, ordered by
	// GoName as upstream orders them.
	Definitions []*Definition
	// Violations are the API rule violations, in the report's order.
	Violations []Violation
}

// Definition is one entry of GetOpenAPIDefinitions: a struct type of an
// input package that +k8s:openapi-gen selects.
type Definition struct {
	// Type is the Go type.
	Type *universe.Type
	// GoName is the type's full Go name, "k8s.io/api/core/v1.Pod": the
	// map key when the type has no model name, and the sort key.
	GoName string
	// ModelName is the OpenAPI model name: the value of the type's
	// OpenAPIModelName (+k8s:openapi-model-package's package dot the type's
	// name, "io.k8s.api.core.v1.Pod"), or GoName when it has none.
	ModelName string
	// UsesModelName is set when the map key (and every reference to the
	// type) is spelled T{}.OpenAPIModelName() rather than GoName.
	UsesModelName bool
	// Methods are the hand-written methods that provide the definition.
	Methods Methods
	// Schema is the type's schema, nil when a hand-written OpenAPIDefinition
	// or OpenAPIV3Definition provides all of it.
	Schema *Schema
	// Dependencies are the types the schema refers to (Ref), sorted by
	// Go name, without the types OpenAPI knows as simple types.
	Dependencies []*Reference
}

// Reference names another definition: its type, and whether it is named by
// its OpenAPIModelName.
type Reference struct {
	Type          *universe.Type
	UsesModelName bool
}

// Methods records which hand-written OpenAPI methods a type has, each with
// upstream's signature.
type Methods struct {
	// Definition is OpenAPIDefinition() common.OpenAPIDefinition.
	Definition bool
	// V3Definition is OpenAPIV3Definition() common.OpenAPIDefinition.
	V3Definition bool
	// TypeAndFormat are OpenAPISchemaType() []string and
	// OpenAPISchemaFormat() string, both.
	TypeAndFormat bool
	// V3OneOf is OpenAPIV3OneOfTypes() []string.
	V3OneOf bool
	// ModelName is a hand-written OpenAPIModelName() string.
	ModelName bool
}

// Schema is one schema (spec.Schema's fields that openapi-gen sets). A
// property of a struct, an array's items and a map's values are schemas
// too.
type Schema struct {
	Description string
	// Type is the OpenAPI type ("object", "string", ...); empty with
	// Ref, or when the type's methods give it (TypeFromMethods).
	Type   string
	Format string
	// TypeFromMethods is set when Type and Format are the type's
	// OpenAPISchemaType() and OpenAPISchemaFormat().
	TypeFromMethods bool
	// Ref is the referenced definition (a struct), nil if none.
	Ref *Reference
	// Default is the default value as JSON decodes it (nil: none), or
	// DefaultRef the constant +default=ref(...) names.
	Default    any
	DefaultRef *universe.Name
	// Enum are the values of a +enum type, sorted.
	Enum []string
	// Validations are the value validations of +k8s:validation markers.
	Validations Validations
	// Properties are a struct's members, in declaration order (inlined
	// embedded structs' in place); Required are the
	// names of those that are required, in declaration order.
	Properties []Property
	Required   []string
	// Items is the schema of an array's elements, AdditionalProperties
	// that of a map's values.
	Items, AdditionalProperties *Schema
	// Extensions are the vendor extensions (x-kubernetes-*), in the order
	// upstream writes them.
	Extensions []Extension
}

// Property is one property of an object schema.
type Property struct {
	Name   string
	Schema *Schema
	// Member is the struct field the property is read from.
	Member *universe.Member
}

// Extension is one vendor extension of a schema.
type Extension struct {
	Name string
	// Values are its string values; Array is set when it is written as a
	// list even with one value (x-kubernetes-list-map-keys).
	Values []string
	Array  bool
	// Unions, for x-kubernetes-unions, are the unions instead of Values.
	Unions []Union
	// Value is any other value (from +k8s:validation markers), written
	// as Go writes it with %#v.
	Value any
}

// Union is one union of x-kubernetes-unions.
type Union struct {
	// Discriminator is the discriminator field's JSON name, if any.
	Discriminator string
	// Fields map each member's JSON name to its Go name.
	Fields map[string]string
}

// Validations are the value validations of a schema, nil when unset.
type Validations struct {
	Minimum, Maximum, MultipleOf       *float64
	ExclusiveMinimum, ExclusiveMaximum bool
	MinLength, MaxLength               *int64
	MinProperties, MaxProperties       *int64
	MinItems, MaxItems                 *int64
	UniqueItems                        bool
	Pattern                            string
	// AllOf is the one schema of allOf that the items, properties and
	// additionalProperties markers make (+k8s:validation:items:maxLength=3):
	// validations of the elements, properties or values, nil without
	// them. Its Properties are sorted by name.
	AllOf *Schema
	// Unwritten is set when the markers set nullable, format or enum,
	// which upstream does not write but which make a nested schema's
	// SchemaProps (then written empty) non-empty.
	Unwritten bool
}

// Violation is one API rule violation: a rule, a type and a field of it
// (empty for the whole type).
type Violation struct {
	Rule, Package, Type, Field string
}

// ResultKey is the key other generators read the Model by.
var ResultKey = gen.Produces(Generator, run)
