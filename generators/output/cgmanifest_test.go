package output

import (
	"os"
	"strings"
	"testing"
)

// controller-gen's role.yaml and webhook manifests carry no mark: they
// are recognized by their layout, and a hand-written file never is.
func TestControllerGenManifest(t *testing.T) {
	role := "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: manager-role\nrules:\n- apiGroups:\n  - \"\"\n  resources:\n  - pods\n  verbs:\n  - get\n- nonResourceURLs:\n  - /metrics\n  verbs:\n  - '*'\n"
	nsRole := "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  name: manager-role\n  namespace: here\nrules:\n- apiGroups:\n  - apps\n  resources:\n  - deployments\n  verbs:\n  - get\n"
	webhook := "---\napiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: mutating-webhook-configuration\nwebhooks:\n- admissionReviewVersions:\n  - v1\n  clientConfig:\n    service:\n      name: webhook-service\n      namespace: system\n      path: /mutate\n  failurePolicy: Fail\n  name: m.example.com\n  rules:\n  - apiGroups:\n    - batch\n    operations:\n    - CREATE\n    resources:\n    - cronjobs\n  sideEffects: None\n"
	for _, tt := range []struct {
		name string
		src  string
		want bool
	}{
		{"role.yaml", role, true},
		{"ClusterRole and Role", role + nsRole, true},
		{"with a header", "# Copyright 2026 The Authors.\n" + role, true},
		{"webhook manifests", webhook, true},
		{"no separator", role[len("---\n"):], false},
		{"kubebuilder's leader election role, with labels", "# permissions to do leader election.\napiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  labels:\n    app.kubernetes.io/name: op\n  name: leader-election-role\nrules:\n- apiGroups:\n  - \"\"\n  resources:\n  - configmaps\n  verbs:\n  - get\n", false},
		{"a comment in the rules", role + "# more\n", false},
		{"indented rules", "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: r\nrules:\n  - apiGroups:\n      - apps\n    verbs:\n      - get\n", false},
		{"another kind", "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: b\n", false},
		{"a role binding after the role", role + "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata:\n  name: x\nroleRef:\n  kind: ClusterRole\n", false},
		{"an aggregation rule", "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: r\naggregationRule:\n  clusterRoleSelectors: []\nrules: []\n", false},
		{"a comment in a webhook", webhook + "  # note\n", false},
		{"CRLF", "---\r\napiVersion: rbac.authorization.k8s.io/v1\r\n", false},
		{"empty", "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := isControllerGenManifest([]byte(tt.src)); got != tt.want {
				t.Errorf("isControllerGenManifest = %v, want %v", got, tt.want)
			}
			gen, tool, _ := dataOwner(YAML, []byte(tt.src))
			if gen != tt.want || gen && tool != "controller-gen" {
				t.Errorf("dataOwner = %v, %q", gen, tool)
			}
		})
	}
}

// A role.yaml that controller-gen wrote is rendered as it is (no mark),
// and one that is hand-written is refused at its path.
func TestControllerGenManifestRender(t *testing.T) {
	data := "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: r\nrules:\n- apiGroups:\n  - apps\n  resources:\n  - deployments\n  verbs:\n  - get\n"
	got, err := (&File{Path: "config/rbac/role.yaml", Kind: YAML, Data: []byte(data), Tool: "controller-gen"}).Render()
	if err != nil || string(got) != data {
		t.Errorf("Render = %q, %v; want the data as it is", got, err)
	}
	if f := Whose("role.yaml", []byte(data), "controller-gen"); f != ByTool {
		t.Errorf("Whose = %v, want ByTool", f)
	}
	hand := "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: r\nrules: []\n"
	if f := Whose("role.yaml", []byte(hand), "controller-gen"); f != HandWritten {
		t.Errorf("Whose(hand-written) = %v, want HandWritten", f)
	}
}

// On disk: a hand-written role.yaml at the output path is refused (the
// run writes nothing over it), controller-gen's is taken.
func TestControllerGenManifestTarget(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/role.yaml"
	hand := "# permissions for the operator\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: manager-role\nrules:\n- apiGroups:\n  - apps\n  resources:\n  - deployments\n  verbs:\n  - get\n"
	if err := os.WriteFile(path, []byte(hand), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadTargetOf(path, YAML); err == nil || !strings.Contains(err.Error(), "refusing to overwrite") {
		t.Errorf("ReadTargetOf(hand-written role.yaml) = %v, want a refusal", err)
	}
	if err := os.WriteFile(path, []byte("---\n"+hand[strings.Index(hand, "apiVersion"):]), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadTargetOf(path, YAML); err != nil {
		t.Errorf("ReadTargetOf(controller-gen's role.yaml) = %v, want it taken", err)
	}
}
