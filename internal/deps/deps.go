package deps
import (
	_ "golang.org/x/tools/go/packages"
	_ "k8s.io/gengo/v2/codetags"
	_ "github.com/dave/jennifer/jen"
	_ "k8s.io/apimachinery/pkg/runtime"
	_ "sigs.k8s.io/randfill"
	_ "github.com/google/go-cmp/cmp"
)
