module github.com/gvk-dev/gvkgen

go 1.24.0

require (
	github.com/aymanbagabas/go-udiff v0.2.0
	github.com/dave/jennifer v1.6.1
	github.com/google/go-cmp v0.6.0
	golang.org/x/mod v0.31.0
	golang.org/x/tools v0.40.0
	k8s.io/gengo/v2 v2.0.0-20250604051438-85fd79dbfd9f
	sigs.k8s.io/yaml v1.1.0
)

require (
	golang.org/x/sync v0.19.0 // indirect
	gopkg.in/yaml.v2 v2.2.8 // indirect
)

tool (
	github.com/gvk-dev/gvkgen/cmd/conversion-gen
	github.com/gvk-dev/gvkgen/cmd/deepcopy-gen
	github.com/gvk-dev/gvkgen/cmd/defaulter-gen
	github.com/gvk-dev/gvkgen/cmd/gvkgen
	github.com/gvk-dev/gvkgen/cmd/register-gen
)
