// Package openapi is kube-openapi's openapi-gen: it plans one OpenAPI
// schema per +k8s:openapi-gen struct type as plain data (Model, read by
// other generators through ResultKey), checks the API rules, and emits
// GetOpenAPIDefinitions and the schema functions as upstream writes them.
package openapi
