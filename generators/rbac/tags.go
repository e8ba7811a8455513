package rbac

import "github.com/gvk-dev/gvkgen/generators/tags"

const (
	tool       = "controller-gen"
	markerRBAC = "kubebuilder:rbac"
)

// Tags is the marker controller-gen's rbac generator reads.
var Tags = []tags.Def{
	{Name: markerRBAC, Places: tags.Package, AnyFile: true, Tool: tool, Marker: true, Repeatable: true,
		Doc: "a rule of the ClusterRole (or, with namespace=, of a Role) in role.yaml; read from any free comment block of the package, or the block directly above a type or function (not its doc comment)",
		Args: []tags.Arg{
			{Name: "groups", Type: tags.ListArg, Optional: true, Doc: `API groups ("" or core for the core group), a;b or {a,b}`},
			{Name: "resources", Type: tags.ListArg, Optional: true, Doc: "resources, with subresources as deployments/status"},
			{Name: "resourceNames", Type: tags.ListArg, Optional: true, Doc: "names of the resources the rule is restricted to"},
			{Name: "verbs", Type: tags.ListArg, Doc: `verbs (get;list;watch...), or "*" for all`},
			{Name: "urls", Type: tags.ListArg, Optional: true, Doc: "non-resource URLs (/metrics;/healthz)"},
			{Name: "namespace", Type: tags.StringArg, Optional: true, Doc: "makes the rule a Role's in this namespace instead of the ClusterRole's"},
			{Name: "roleName", Type: tags.StringArg, Optional: true, Doc: "the name of the role the rule goes to, instead of --role-name"},
		}},
}
