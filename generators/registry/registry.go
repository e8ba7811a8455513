package registry

import (
	"github.com/gvk-dev/gvkgen/generators/applyconfig"
	"github.com/gvk-dev/gvkgen/generators/client"
	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/crd"
	"github.com/gvk-dev/gvkgen/generators/crdconversion"
	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/defaulter"
	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/informer"
	"github.com/gvk-dev/gvkgen/generators/lister"
	"github.com/gvk-dev/gvkgen/generators/openapi"
	"github.com/gvk-dev/gvkgen/generators/prerelease"
	"github.com/gvk-dev/gvkgen/generators/rbac"
	"github.com/gvk-dev/gvkgen/generators/register"
	"github.com/gvk-dev/gvkgen/generators/webhook"
)

// All are the generators, in the order they run.
var All = []*gen.Generator{
	deepcopy.Generator,
	deepcopy.Object,
	crd.Generator,
	rbac.Generator,
	webhook.Generator,
	defaulter.Generator,
	conversion.Generator,
	crdconversion.Generator,
	register.Generator,
	prerelease.Generator,
	openapi.Generator,
	applyconfig.Generator,
	client.Generator,
	lister.Generator,
	informer.Generator,
}

// Lookup returns the generator named name ("deepcopy"), or nil.
func Lookup(name string) *gen.Generator {
	for _, g := range All {
		if g.Name == name {
			return g
		}
	}
	return nil
}
