package webhook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// webhookFields are the fields of admissionregistration.k8s.io/v1's
// ValidatingWebhook; a MutatingWebhook also has reinvocationPolicy.
var webhookFields = []string{
	"admissionReviewVersions", "clientConfig", "failurePolicy", "matchConditions", "matchPolicy",
	"name", "namespaceSelector", "objectSelector", "rules", "sideEffects", "timeoutSeconds",
}

// applyPatch merges patch, a JSON object, into the webhook o: objects are
// merged key by key, a null deletes, anything else (lists too) replaces.
// That is controller-gen's strategic merge patch for everything a marker
// leaves unset (selectors, match conditions) and for the lists of a
// webhook, which have no merge key; its directives ($patch...) are not
// supported.
func applyPatch(o map[string]any, patch string, mutating bool) error {
	dec := json.NewDecoder(bytes.NewReader([]byte(patch)))
	dec.UseNumber()
	var p map[string]any
	if err := dec.Decode(&p); err != nil || dec.More() {
		return fmt.Errorf("not a JSON object (%v); write a JSON object of webhook fields, in backquotes: patch=`{\"namespaceSelector\":{...}}`", err)
	}
	fields := webhookFields
	if mutating {
		fields = append(slices.Clone(fields), "reinvocationPolicy")
	}
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if strings.HasPrefix(k, "$") {
			return fmt.Errorf("the directive %s is not supported by gvkgen; write the fields as they should be", k)
		}
		if !slices.Contains(fields, k) {
			return fmt.Errorf("unknown field %q of a webhook; the fields are %s", k, strings.Join(fields, ", "))
		}
	}
	merge(o, p)
	return nil
}

// merge merges patch into o (see applyPatch).
func merge(o, patch map[string]any) {
	for k, v := range patch {
		sub, isMap := v.(map[string]any)
		old, wasMap := o[k].(map[string]any)
		switch {
		case v == nil:
			delete(o, k)
		case isMap && wasMap:
			merge(old, sub)
		case isMap:
			fresh := map[string]any{}
			merge(fresh, sub)
			o[k] = fresh
		default:
			o[k] = v
		}
	}
}
