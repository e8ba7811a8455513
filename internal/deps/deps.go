package deps

import (
	_ "github.com/dave/jennifer/jen"
	_ "github.com/google/go-cmp/cmp"
	_ "golang.org/x/tools/go/packages"
	_ "k8s.io/apimachinery/pkg/runtime"
	_ "k8s.io/gengo/v2/codetags"
	_ "sigs.k8s.io/randfill"
)
