// Package nested has the nested +k8s:validation markers (items:,
// properties:<name>:, additionalProperties:), after kube-openapi's
// TestNestedMarkers; its golden is upstream openapi-gen's output.
package nested

// +k8s:openapi-gen=true
// +k8s:validation:properties:field:items:maxLength=10
// +k8s:validation:properties:aliasMap:additionalProperties:pattern>^foo$
type Blah struct {
	// +k8s:validation:items:cel[0]:rule="self.length() % 2 == 0"
	Field MyAlias `json:"field,omitempty"`

	// +k8s:validation:additionalProperties:maxLength=10
	AliasMap MyAliasMap `json:"aliasMap,omitempty"`

	// +k8s:validation:items:format="date"
	// +k8s:validation:maxItems=3
	Dates []string `json:"dates,omitempty"`

	// +k8s:validation:properties:a:minLength=1
	// +k8s:validation:properties:b:cel[0]:rule="true"
	// +k8s:validation:properties:b:cel[0]:message="m"
	Inner Inner `json:"inner"`
}

type Inner struct {
	A string `json:"a"`
	B []int  `json:"b"`
}

type MyAliasMap map[string]MyAlias
type MyAlias []string
