module github.com/gvk-dev/gvkgen/golangci

go 1.26.0

require (
	github.com/golangci/plugin-module-register v0.1.2
	github.com/gvk-dev/gvkgen v0.0.0-00010101000000-000000000000
	golang.org/x/tools v0.47.0
)

require (
	github.com/aymanbagabas/go-udiff v0.4.1 // indirect
	github.com/dave/jennifer v1.7.1 // indirect
	golang.org/x/mod v0.37.0 // indirect
	golang.org/x/sync v0.22.0 // indirect
	k8s.io/apimachinery v0.37.2 // indirect
	k8s.io/gengo/v2 v2.0.0-20260408192533-25e2208e0dc3 // indirect
)

replace github.com/gvk-dev/gvkgen => ../
