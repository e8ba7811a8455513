// Package modelsschema writes the JSON document Kubernetes modules' models-schema
// program prints (k8s.io/kubernetes pkg/generated/openapi/cmd/models-schema):
// a Swagger 2.0 document whose definitions are GetOpenAPIDefinitions',
// byte for byte as kube-openapi's spec package marshals them, made from the
// openapi generator's Model without compiling anything.
package modelsschema
