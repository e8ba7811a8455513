package deepcopy

import "github.com/gvk-dev/gvkgen/generators/tags"

// ObjectTags are the markers controller-gen's object generator reads.
var ObjectTags = []tags.Def{
	{Name: markerGenerate, Values: "true", Places: tags.Package | tags.Type, AnyFile: true, Tool: objectTool, Marker: true,
		Doc: "on a package (in any file's free comment or package comment): generate for every exported struct and named map or slice; on a type: generate for it"},
	{Name: markerGenerate, Values: "false", Places: tags.Package | tags.Type, AnyFile: true, Tool: objectTool, Marker: true,
		Doc: "on a package: generate only for types marked to; on a type: skip it (wins over every other marker)"},
	{Name: markerRoot, Values: "true", Places: tags.Type, Tool: objectTool, Marker: true,
		Doc: "the type is a runtime.Object: generate for it, with DeepCopyObject"},
	{Name: markerRoot, Values: "false", Places: tags.Type, Tool: objectTool, Marker: true,
		Doc: "the type is not a runtime.Object (wins over +k8s:deepcopy-gen:interfaces)"},
	{Name: tagEnabled, Values: tagValuePackage, Places: tags.Package, Tool: objectTool,
		Doc: "legacy: as +kubebuilder:object:generate=true on the package (+kubebuilder:object:generate wins)"},
	{Name: tagEnabled, Values: "true", Places: tags.Type, Tool: objectTool,
		Doc: "legacy: generate for this type"},
	{Name: tagEnabled, Values: "false", Places: tags.Type, Tool: objectTool,
		Doc: "legacy: skip this type"},
	{Name: tagInterfaces, Values: runtimeObject, Places: tags.Type, Tool: objectTool,
		Doc: "legacy: as +kubebuilder:object:root=true; other interfaces are ignored"},
}
