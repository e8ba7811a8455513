package output

import (
	"bytes"
	"regexp"
	"strings"
)

// controller-gen's rbac and webhook generators write role.yaml and
// manifests.yaml without its version annotation, and without any other
// mark: a file is taken for theirs (and so gvkgen's to replace, when it
// writes what they write) when it is exactly in their layout. Its header
// (a headerFile's text) is followed by "---" documents, each with the
// top-level keys apiVersion, kind, metadata (name, and a Role's
// namespace, only) and rules or webhooks, in that order, nothing else:
// no comment, label or annotation, no other kind, no other indentation.
// A hand-written RBAC or webhook file (kubebuilder's scaffolds carry
// labels, kubectl's output other indentation) is not in it.

// manifestKinds are the kinds of those files, with the apiVersion and the
// list that follows metadata.
var manifestKinds = map[string]struct{ apiVersion, list string }{
	"ClusterRole":                    {"rbac.authorization.k8s.io/v1", "rules"},
	"Role":                           {"rbac.authorization.k8s.io/v1", "rules"},
	"MutatingWebhookConfiguration":   {"admissionregistration.k8s.io/v1", "webhooks"},
	"ValidatingWebhookConfiguration": {"admissionregistration.k8s.io/v1", "webhooks"},
}

// ruleLine is a line of a PolicyRule list as controller-gen writes it.
var ruleLine = regexp.MustCompile(`^(?:(?:- |  )(?:apiGroups|nonResourceURLs|resourceNames|resources|verbs):|  - \S.*)$`)

// isControllerGenManifest reports whether src is a role.yaml or a
// webhook manifests.yaml in controller-gen's layout (see above).
func isControllerGenManifest(src []byte) bool {
	if len(src) == 0 || src[len(src)-1] != '\n' || bytes.IndexByte(src, '\r') >= 0 {
		return false
	}
	text := string(src)
	start := strings.Index(text, "\n---\n") + 1
	if strings.HasPrefix(text, "---\n") {
		start = 0
	} else if start == 0 {
		return false
	}
	docs := strings.Split(strings.TrimSuffix(text[start+len("---\n"):], "\n"), "\n---\n")
	for _, doc := range docs {
		if !manifestDoc(strings.Split(doc, "\n")) {
			return false
		}
	}
	return true
}

// manifestDoc checks one document's lines.
func manifestDoc(lines []string) bool {
	if len(lines) < 5 {
		return false
	}
	kind, ok := strings.CutPrefix(lines[1], "kind: ")
	k, known := manifestKinds[kind]
	if !ok || !known || lines[0] != "apiVersion: "+k.apiVersion || lines[2] != "metadata:" {
		return false
	}
	i := 3
	if !strings.HasPrefix(lines[i], "  name: ") {
		return false
	}
	i++
	if kind == "Role" && i < len(lines) && strings.HasPrefix(lines[i], "  namespace: ") {
		i++
	}
	if i >= len(lines) || lines[i] != k.list+":" {
		return false
	}
	for _, l := range lines[i+1:] {
		if !bodyLine(l, k.list) {
			return false
		}
	}
	return true
}

// bodyLine reports whether l can be a line of the rules or webhooks list:
// a rule's line exactly, any item of a webhook that is no comment.
func bodyLine(l, list string) bool {
	if list == "rules" {
		return ruleLine.MatchString(l)
	}
	if !strings.HasPrefix(l, "- ") && !strings.HasPrefix(l, "  ") {
		return false
	}
	return !strings.HasPrefix(strings.TrimLeft(l, " -"), "#")
}
