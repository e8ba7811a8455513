package golangci_test

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/gvk-dev/gvkgen/golangci"
)

// TestPlugin gets the plugin as golangci-lint does, by name, configures it
// as .golangci.yml would, and runs its analyzers on a testdata package.
func TestPlugin(t *testing.T) {
	newPlugin, err := register.GetPlugin(golangci.Name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(map[string]any{"allow": []any{"k8s:deepcopy-gen-docs"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeSyntax {
		t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeSyntax)
	}
	analyzers, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if len(analyzers) != 1 || analyzers[0].Name != "gvkgentags" {
		t.Fatalf("BuildAnalyzers() = %v, want the gvkgentags analyzer", analyzers)
	}
	analysistest.Run(t, analysistest.TestData(), analyzers[0], "tagged")
}

// TestSettings checks the settings golangci-lint may pass: none, and
// misspelled ones, which are an error naming the setting.
func TestSettings(t *testing.T) {
	tests := []struct {
		name     string
		settings any
		wantErr  string
	}{
		{name: "none", settings: nil},
		{name: "empty", settings: map[string]any{}},
		{name: "unknown", settings: map[string]any{"allow-tags": []any{"x"}}, wantErr: `unknown field "allow-tags"`},
		{name: "wrong type", settings: map[string]any{"allow": "x"}, wantErr: "cannot unmarshal string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := golangci.New(tt.settings)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("New(%v): %v", tt.settings, err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Fatalf("New(%v) = %v, want an error with %q", tt.settings, err, tt.wantErr)
			}
		})
	}
}
