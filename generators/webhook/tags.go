package webhook

import "github.com/gvk-dev/gvkgen/generators/tags"

const (
	tool                = "controller-gen"
	markerWebhook       = "kubebuilder:webhook"
	markerConfiguration = "kubebuilder:webhookconfiguration"
)

func list(name, doc string, optional bool) tags.Arg {
	return tags.Arg{Name: name, Type: tags.ListArg, Optional: optional, Doc: doc}
}

func str(name, doc string, optional bool) tags.Arg {
	return tags.Arg{Name: name, Type: tags.StringArg, Optional: optional, Doc: doc}
}

// Tags are the markers controller-gen's webhook generator reads.
var Tags = []tags.Def{
	{Name: markerWebhook, Places: tags.Package, AnyFile: true, Tool: tool, Marker: true, Repeatable: true,
		Doc: "a webhook of the MutatingWebhookConfiguration (mutating=true) or ValidatingWebhookConfiguration in manifests.yaml; read from any free comment block of the package, or the block directly above a type or function (not its doc comment)",
		Args: []tags.Arg{
			{Name: "mutating", Type: tags.BoolArg, Doc: "a mutating webhook (true) or a validating one (false)"},
			str("failurePolicy", "Fail or Ignore (any case)", false),
			str("matchPolicy", "Exact or Equivalent (any case)", true),
			str("sideEffects", "None or NoneOnDryRun (any case); required", true),
			{Name: "timeoutSeconds", Type: tags.IntArg, Optional: true, Doc: "from 1 to 30"},
			list("groups", `API groups ("" or core for the core group)`, false),
			list("resources", "resources", false),
			list("verbs", "operations: create, update, delete, connect (any case) or *", false),
			list("versions", "API versions", false),
			str("name", "the webhook's name, a domain name", false),
			str("serviceName", "the service (default webhook-service)", true),
			str("serviceNamespace", "the service's namespace (default system)", true),
			str("path", "the path on the service; path or url, not both", true),
			{Name: "servicePort", Type: tags.IntArg, Optional: true, Doc: "the service's port"},
			list("webhookVersions", "v1 only", true),
			list("admissionReviewVersions", "AdmissionReview versions the webhook accepts (v1;v1beta1)", false),
			str("reinvocationPolicy", "Never or IfNeeded (any case), mutating webhooks only", true),
			str("url", "the webhook's URL; url or path, not both", true),
			str("patch", "a JSON object merged into the webhook (namespaceSelector, objectSelector, matchConditions...)", true),
		}},
	{Name: markerConfiguration, Places: tags.Package, AnyFile: true, Tool: tool, Marker: true, Repeatable: true,
		Doc: "the name of the MutatingWebhookConfiguration (mutating=true) or ValidatingWebhookConfiguration, at most one of each per package",
		Args: []tags.Arg{
			{Name: "mutating", Type: tags.BoolArg, Doc: "names the mutating (true) or the validating (false) configuration"},
			str("name", "the configuration's name (default mutating-webhook-configuration, validating-webhook-configuration)", true),
		}},
}
