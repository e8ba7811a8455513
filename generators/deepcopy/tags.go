package deepcopy

import "github.com/gvk-dev/gvkgen/generators/tags"

// generatorName is the tool that reads these tags.
const generatorName = "deepcopy-gen"

// Tags are the comment tags deepcopy-gen reads. Type tags are read from the
// comment block directly above the type and the block before that.
var Tags = []tags.Def{
	{Name: tagEnabled, Values: tagValuePackage, Places: tags.Package, Tool: generatorName,
		Doc: "generate for every exported struct and named map or slice of the package"},
	{Name: tagEnabled, Values: "true", Places: tags.Type, Tool: generatorName,
		Doc: "generate for this type (needed when the package has no tag)"},
	{Name: tagEnabled, Values: "false", Places: tags.Type, Tool: generatorName,
		Doc: "skip this type"},
	{Name: tagInterfaces, Values: "<pkg>.<Iface>", Places: tags.Type, Repeatable: true, Tool: generatorName,
		Doc: "also generate `DeepCopy<Iface>() <Iface>`, e.g. `k8s.io/apimachinery/pkg/runtime.Object` gives `DeepCopyObject`"},
	{Name: tagNonPointerIntfs, Values: "true", Places: tags.Type, Tool: generatorName,
		Doc: "put those methods on the value receiver"},
}

// The readers of deepcopy-gen's tags, by their definitions.
var (
	enabledTag    = tags.String(Tags, tagEnabled)
	interfacesTag = tags.String(Tags, tagInterfaces)
	nonPointerTag = tags.String(Tags, tagNonPointerIntfs)
)
