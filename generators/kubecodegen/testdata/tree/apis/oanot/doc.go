// Neither counts: not a tag line, and another case.
// k8s:openapi-gen=true
// +k8s:OpenAPI-gen=true

package oanot
