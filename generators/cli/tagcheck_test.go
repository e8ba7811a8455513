package cli_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/gvk-dev/gvkgen/generators/cli"
	"github.com/gvk-dev/gvkgen/generators/internal/testutil"
)

// foreignTags are tags of upstream generators gvkgen does not have, and of
// the tools beside them, as Kubernetes writes them.
const foreignTags = `// +k8s:openapi-gen=true
// +k8s:validation-gen=TypeMeta
// +k8s:validation-gen-input=example.com/m/apis/g/v1
// +k8s:validation-gen-scheme-registry=k8s.io/client-go/kubernetes/scheme.Scheme
// +k8s:protobuf-gen=package
`

// TestVerifyTags checks the rule for tags that no generator reads: verify
// (gvkgen's, and a single tool's --verify) fails on those that are +k8s:
// tags, with their position and a suggestion, and writes nothing;
// generate only warns; other generators' tags, and those named with
// --allow-tags, are never reported.
func TestVerifyTags(t *testing.T) {
	offline(t)
	good := goodTree(t)
	const typoType = "// +k8s:deepcopy-gen:interface=k8s.io/apimachinery/pkg/runtime.Object\n// WidgetSpec is the desired"
	tests := []struct {
		name   string
		change func(t *testing.T, dir string)
		args   []string
		// tool, if set, runs that single tool with args instead of gvkgen.
		tool string
		code int
		want []string
		// clean says stderr must have no warning.
		clean bool
	}{
		{
			name: "a misspelled type tag, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", typoType)
			},
			args: []string{"verify"},
			code: cli.ExitError,
			want: []string{`(?m)^apis/g/v1/types\.go:\d+:\d+: unknown tag \+k8s:deepcopy-gen:interface; it is ignored; did you mean \+k8s:deepcopy-gen:interfaces=\?$`, `(?m)^gvkgen: 1 unknown \+k8s: or \+kubebuilder:object: or .*tag\(s\), which verify does not pass \(generate only warns\); fix them, or name the tags of generators gvkgen does not have with --allow-tags$`},
		},
		{
			name: "a misspelled type tag, generate",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", typoType)
			},
			args: []string{"generate"},
			code: cli.ExitOK,
			want: []string{`(?m)^warning: apis/g/v1/types\.go:\d+:\d+: unknown tag \+k8s:deepcopy-gen:interface;`},
		},
		{
			name: "a misspelled type tag, deepcopy-gen --verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", typoType)
			},
			tool: "deepcopy",
			args: []string{"--verify", "./apis/..."},
			code: cli.ExitError,
			want: []string{`(?m)^apis/g/v1/types\.go:\d+:\d+: unknown tag \+k8s:deepcopy-gen:interface;`, `(?m)^deepcopy-gen: 1 unknown \+k8s: or \+kubebuilder:object: or .*tag\(s\), which verify does not pass`},
		},
		{
			// The package is no longer selected: without the rule, verify
			// passed with the old deepcopy file left behind.
			name: "a misspelled package tag, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/doc.go", "+k8s:deepcopy-gen=package", "+k8s:deepcop-gen=package")
			},
			args: []string{"verify"},
			code: cli.ExitError,
			want: []string{`(?m)^apis/g/v1/doc\.go:1:\d+: unknown tag \+k8s:deepcop-gen; it is ignored; did you mean \+k8s:deepcopy-gen=\?$`},
		},
		{
			// Upstream ignores it, as it ignores cluster-api's
			// +k8s:conversion-gen=false in the second comment block above
			// a type: a warning, as with generate.
			name: "a package tag outside doc.go, verify",
			change: func(t *testing.T, dir string) {
				write(t, dir, "apis/h/types.go", "// +k8s:deepcopy-gen=package\n\n// Package h has no doc.go.\npackage h\n\ntype T struct{ A []string }\n")
			},
			args: []string{"verify"},
			code: cli.ExitOK,
			want: []string{`(?m)^warning: apis/h/types\.go:1:\d+: \+k8s:deepcopy-gen is a package tag and is read only from doc\.go; here it is ignored; the package has no doc\.go: create one and move it there$`},
		},
		{
			name: "a tag in a type's second comment block, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:conversion-gen=false\n\n// WidgetSpec is the desired")
			},
			args: []string{"verify"},
			code: cli.ExitOK,
			want: []string{`(?m)^warning: apis/g/v1/types\.go:\d+:\d+: \+k8s:conversion-gen=false is in the second comment block above type WidgetSpec`},
		},
		{
			name: "a misplaced tag, verify --strict",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:conversion-gen=false\n\n// WidgetSpec is the desired")
			},
			args: []string{"verify", "--strict"},
			code: cli.ExitError,
			want: []string{`(?m)^apis/g/v1/types\.go:\d+:\d+: \+k8s:conversion-gen=false is in the second comment block`, `--strict; no file was written`},
		},
		{
			// +groupName is shared with other tools (controller-gen,
			// client-gen): a warning, as with generate.
			name: "+groupName outside doc.go, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "package v1\n", "// +groupName=g.example.com\npackage v1\n")
			},
			args: []string{"verify"},
			code: cli.ExitOK,
			want: []string{`(?m)^warning: apis/g/v1/types\.go:1:\d+: \+groupName is a package tag and is read only from doc\.go`},
		},
		{
			name: "other generators' tags, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/doc.go", "// +groupName", foreignTags+"// +groupName")
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:openapi-gen=x-kubernetes-print-columns:custom-columns\n// +k8s:validation-gen-nolint\n// +k8s:optional\n// +k8s:validateFalse=\"no\"\n// +k8s:listType=atomic\n// +genclient:nonNamespaced\n// +protobuf.options.(gogoproto.goproto_stringer)=false\n// WidgetSpec is the desired")
			},
			args:  []string{"verify"},
			code:  cli.ExitOK,
			clean: true,
		},
		{
			// controller-gen ignores a misspelled marker: verify does not.
			name: "a misspelled +kubebuilder:object marker, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +kubebuilder:object:generat=false\n// WidgetSpec is the desired")
			},
			args: []string{"verify"},
			code: cli.ExitError,
			want: []string{`(?m)^apis/g/v1/types\.go:\d+:\d+: unknown tag \+kubebuilder:object:generat; it is ignored; did you mean \+kubebuilder:object:generate=\?`, `unknown \+k8s: or \+kubebuilder:object: or .*tag`},
		},
		{
			// controller-gen's crd drops it, and the field its minimum
			// (issue #28 B.3): verify fails when crd runs.
			name: "a misspelled +kubebuilder:validation marker, verify with crd",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +kubebuilder:validation:Minimun=1\n// WidgetSpec is the desired")
			},
			args: []string{"verify", "--crd-output-dir=config/crd"},
			code: cli.ExitError,
			want: []string{`(?m)^apis/g/v1/types\.go:\d+:\d+: unknown tag \+kubebuilder:validation:Minimun; it is ignored; did you mean \+kubebuilder:validation:Minimum=\?`, `unknown \+k8s: or .*\+kubebuilder:validation: or .*tag`},
		},
		{
			// Without crd (object alone) the run's output is right: a
			// warning, as with generate.
			name: "a misspelled +kubebuilder:validation marker, verify without crd",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +kubebuilder:validation:Minimun=1\n// WidgetSpec is the desired")
			},
			args: []string{"verify"},
			code: cli.ExitOK,
			want: []string{`(?m)^warning: apis/g/v1/types\.go:\d+:\d+: unknown tag \+kubebuilder:validation:Minimun; it is ignored; did you mean \+kubebuilder:validation:Minimum=\?`},
		},
		{
			name: "a misspelled +kubebuilder:validation marker, generate",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +kubebuilder:validation:Minimun=1\n// WidgetSpec is the desired")
			},
			args: []string{"generate"},
			code: cli.ExitOK,
			want: []string{`(?m)^warning: apis/g/v1/types\.go:\d+:\d+: unknown tag \+kubebuilder:validation:Minimun;`},
		},
		{
			name: "a misspelled +kubebuilder:subresource marker, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +kubebuilder:subresource:stauts\n// WidgetSpec is the desired")
			},
			args: []string{"verify", "--crd-output-dir=config/crd"},
			code: cli.ExitError,
			want: []string{`(?m)^apis/g/v1/types\.go:\d+:\d+: unknown tag \+kubebuilder:subresource:stauts; it is ignored; did you mean \+kubebuilder:subresource:status=?\?`},
		},
		{
			// Every marker controller-gen reads there is known.
			name: "controller-gen's crd markers, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +kubebuilder:validation:XIntOrString\n// +kubebuilder:validation:items:XPreserveUnknownFields\n// +kubebuilder:validation:XEmbeddedResource\n// +kubebuilder:externalDocs:url=\"https://example.com\"\n// WidgetSpec is the desired")
			},
			args:  []string{"verify"},
			code:  cli.ExitOK,
			clean: true,
		},
		{
			// prometheus-operator's spelling, which controller-gen reads as
			// +kubebuilder:object:generate=false: a warning, not unknown.
			name: "+kubebuilder:object:generate:=false, verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +kubebuilder:object:generate:=false\n// WidgetSpec is the desired")
			},
			args: []string{"verify"},
			code: cli.ExitOK,
			want: []string{`(?m)^warning: apis/g/v1/types\.go:\d+:\d+: \+kubebuilder:object:generate:=false is read by controller-gen as \+kubebuilder:object:generate=false`},
		},
		{
			name: "a tag of a generator of our own that looks like gvkgen's",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:conversion-gen-docs=true\n// WidgetSpec is the desired")
			},
			args: []string{"verify"},
			code: cli.ExitError,
			want: []string{`unknown tag \+k8s:conversion-gen-docs\b`},
		},
		{
			name: "a tag of a generator of our own, allowed",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:conversion-gen-docs=true\n// +k8s:conversion-gen-docs:title=x\n// WidgetSpec is the desired")
			},
			args:  []string{"verify", "--allow-tags=+k8s:conversion-gen-docs"},
			code:  cli.ExitOK,
			clean: true,
		},
		{
			name: "a tag of a generator of our own, allowed by prefix, deepcopy-gen --verify",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", "// +k8s:conversion-gen-docs=true\n// WidgetSpec is the desired")
			},
			tool:  "deepcopy",
			args:  []string{"--verify", "--output-file=zz_generated.deepcopy.go", "--allow-tags", "k8s:other,k8s:conversion-gen-d*", "./apis/..."},
			code:  cli.ExitOK,
			clean: true,
		},
		{
			// --allow-tags names other generators' tags: gvkgen's own,
			// and misspellings of them, are still checked.
			name: "an allowed tag of gvkgen's, misspelled",
			change: func(t *testing.T, dir string) {
				edit(t, dir, "apis/g/v1/types.go", "// WidgetSpec is the desired", typoType)
			},
			args: []string{"verify", "--allow-tags=k8s:deepcopy-gen"},
			code: cli.ExitError,
			want: []string{`unknown tag \+k8s:deepcopy-gen:interface;`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testutil.Module(t, good)
			tt.change(t, dir)
			before := testutil.Snapshot(t, dir)
			var code int
			var stdout, stderr string
			if tt.tool != "" {
				code, stdout, stderr = tool(t, dir, tt.tool, tt.args...)
			} else {
				code, stdout, stderr = gvkgen(t, dir, tt.args...)
			}
			noCrash(t, stdout+stderr)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stdout:\n%s\nstderr:\n%s", code, tt.code, stdout, stderr)
			}
			matchAll(t, "stderr", stderr, tt.want)
			if tt.clean && strings.Contains(stderr, "warning") {
				t.Errorf("warnings:\n%s", stderr)
			}
			if tt.code == cli.ExitError && stdout != "" {
				t.Errorf("printed to stdout on error:\n%s", stdout)
			}
			if tt.args[0] != "generate" {
				if d := cmp.Diff(before, testutil.Snapshot(t, dir)); d != "" {
					t.Errorf("files changed (-before +after):\n%s", d)
				}
			}
		})
	}
}
