package webhook

import (
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
)

// hook is one webhook: its name, kind, and its JSON as
// admissionregistration.k8s.io/v1 writes it.
type hook struct {
	name     string
	mutating bool
	object   map[string]any
}

// canonical maps a value given in any case to its API spelling; a value
// not listed is kept as written.
func canonical(v string, values ...string) string {
	for _, c := range values {
		if strings.EqualFold(v, c) {
			return c
		}
	}
	return v
}

// newHook builds a webhook from its marker and checks it as controller-gen
// does, each mistake at the argument it is about.
func newHook(pass *gen.Pass, m tags.ParsedMarker) (hook, bool) {
	h := hook{name: m.Args["name"].String, mutating: m.Args["mutating"].Bool}
	o := map[string]any{
		"name":                    h.name,
		"rules":                   []any{rules(m)},
		"admissionReviewVersions": strList(items(m, "admissionReviewVersions")),
	}
	ok := setClientConfig(pass, m, o) && setOptional(pass, m, o, h.mutating) && checkVersions(pass, m)
	if !ok {
		return h, false
	}
	if p := m.Args["patch"]; p.String != "" {
		if err := applyPatch(o, p.String, h.mutating); err != nil {
			pass.Errorf(m.Pos("patch"), "+%s: patch=: %v", markerWebhook, err)
			return h, false
		}
	}
	h.object = o
	return h, checkHook(pass, m, o)
}

// rules is the webhook's one rule: its groups ("core" as ""), versions,
// operations (create as CREATE...) and resources.
func rules(m tags.ParsedMarker) map[string]any {
	r := map[string]any{}
	groups := items(m, "groups")
	for i, g := range groups {
		if g == "core" {
			groups[i] = ""
		}
	}
	var ops []string
	for _, v := range items(m, "verbs") {
		ops = append(ops, canonical(v, "CREATE", "UPDATE", "DELETE", "CONNECT", "*"))
	}
	for name, l := range map[string][]string{"apiGroups": groups, "apiVersions": items(m, "versions"), "operations": ops, "resources": items(m, "resources")} {
		if len(l) > 0 {
			r[name] = strList(l)
		}
	}
	return r
}

// setClientConfig sets the service (with controller-gen's defaults) or
// the URL: exactly one of path and url.
func setClientConfig(pass *gen.Pass, m tags.ParsedMarker, o map[string]any) bool {
	path, url := m.Args["path"].String, m.Args["url"].String
	if (path == "") == (url == "") {
		pass.Errorf(m.Line.Pos, "+%s: give path= (a path on the webhook service) or url=, not both or neither", markerWebhook)
		return false
	}
	if url != "" {
		o["clientConfig"] = map[string]any{"url": url}
		return true
	}
	svc := map[string]any{"name": orDefault(m.Args["serviceName"].String, "webhook-service"),
		"namespace": orDefault(m.Args["serviceNamespace"].String, "system"), "path": path}
	if p, ok := m.Args["servicePort"]; ok {
		svc["port"] = p.Int
	}
	o["clientConfig"] = map[string]any{"service": svc}
	return true
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// oneOf returns the API spelling of argument arg, given in any case, ok
// false (and an error at the argument) for another value; "" when the
// argument is not given.
func oneOf(pass *gen.Pass, m tags.ParsedMarker, arg string, values ...string) (string, bool) {
	v := m.Args[arg].String
	if v == "" {
		return "", true
	}
	for _, c := range values {
		if strings.EqualFold(v, c) {
			return c, true
		}
	}
	pass.Errorf(m.Pos(arg), "+%s: unknown %s %q; write %s", markerWebhook, arg, v, strings.Join(values, " or "))
	return "", false
}

// setOptional sets failurePolicy, matchPolicy, sideEffects,
// timeoutSeconds and (for a mutating webhook) reinvocationPolicy when
// given. A value controller-gen would write as it is (failurePolicy=Foo)
// or drop (reinvocationPolicy=Sometimes) is an error.
func setOptional(pass *gen.Pass, m tags.ParsedMarker, o map[string]any, mutating bool) bool {
	ok := true
	for _, f := range []struct {
		arg    string
		values []string
	}{
		{"failurePolicy", []string{"Fail", "Ignore"}},
		{"matchPolicy", []string{"Exact", "Equivalent"}},
		{"sideEffects", []string{"None", "NoneOnDryRun", "Some"}},
		{"reinvocationPolicy", []string{"Never", "IfNeeded"}},
	} {
		v, good := oneOf(pass, m, f.arg, f.values...)
		ok = ok && good
		if v != "" && (mutating || f.arg != "reinvocationPolicy") {
			o[f.arg] = v
		}
	}
	if t := m.Args["timeoutSeconds"].Int; t != 0 {
		o["timeoutSeconds"] = t
	}
	return ok
}

// checkVersions: webhookVersions may only name v1.
func checkVersions(pass *gen.Pass, m tags.ParsedMarker) bool {
	for _, v := range items(m, "webhookVersions") {
		if v != "v1" {
			pass.Errorf(m.Pos("webhookVersions"), "+%s: unsupported webhook version %s; controller-gen v0.23.0 writes v1 only: write webhookVersions=v1 or leave it out", markerWebhook, v)
			return false
		}
	}
	return true
}

// checkHook is controller-gen's check of a v1 webhook, after its patch.
func checkHook(pass *gen.Pass, m tags.ParsedMarker, o map[string]any) bool {
	ok := true
	switch se, _ := o["sideEffects"].(string); se {
	case "None", "NoneOnDryRun":
	case "":
		pass.Errorf(m.Line.Pos, "+%s: sideEffects is required for a v1 webhook configuration; add sideEffects=None (or NoneOnDryRun)", markerWebhook)
		ok = false
	default:
		pass.Errorf(m.Pos("sideEffects"), "+%s: sideEffects=%s is not allowed in a v1 webhook configuration; write None or NoneOnDryRun", markerWebhook, se)
		ok = false
	}
	if t, set := o["timeoutSeconds"].(int64); set && (t < 1 || t > 30) {
		pass.Errorf(m.Pos("timeoutSeconds"), "+%s: timeoutSeconds=%d is out of range; write a value from 1 to 30", markerWebhook, t)
		ok = false
	}
	if l, _ := o["admissionReviewVersions"].([]any); len(l) == 0 {
		pass.Errorf(m.Pos("admissionReviewVersions"), "+%s: admissionReviewVersions is empty; write the versions the webhook accepts (admissionReviewVersions=v1)", markerWebhook)
		ok = false
	}
	return ok
}

// items is the list argument name's values.
func items(m tags.ParsedMarker, name string) []string {
	var out []string
	for _, v := range m.Args[name].List {
		out = append(out, v.String)
	}
	return out
}

// strList is l as a JSON array (null when nil).
func strList(l []string) any {
	if l == nil {
		return nil
	}
	out := make([]any, len(l))
	for i, s := range l {
		out[i] = s
	}
	return out
}
