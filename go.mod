module github.com/gvk-dev/gvkgen

go 1.26.0

require (
	github.com/aymanbagabas/go-udiff v0.4.1
	github.com/dave/jennifer v1.7.1
	github.com/google/go-cmp v0.7.0
	golang.org/x/mod v0.37.0
	golang.org/x/tools v0.47.0
	k8s.io/gengo/v2 v2.0.0-20260408192533-25e2208e0dc3
	sigs.k8s.io/yaml v1.6.0
)

require (
	go.yaml.in/yaml/v2 v2.4.4 // indirect
	go.yaml.in/yaml/v3 v3.0.4 // indirect
	golang.org/x/sync v0.22.0 // indirect
)

tool (
	github.com/gvk-dev/gvkgen/cmd/conversion-gen
	github.com/gvk-dev/gvkgen/cmd/deepcopy-gen
	github.com/gvk-dev/gvkgen/cmd/defaulter-gen
	github.com/gvk-dev/gvkgen/cmd/gvkgen
	github.com/gvk-dev/gvkgen/cmd/register-gen
)
