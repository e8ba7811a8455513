package golangci

import (
	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/gvk-dev/gvkgen/generators/lint/analyzer"
)

// Name is the plugin's name, the linter's in .golangci.yml.
const Name = "gvkgentags"

func init() { register.Plugin(Name, New) }

// Settings are the plugin's settings in .golangci.yml.
type Settings struct {
	// Allow are the tags of generators gvkgen does not have, not to
	// report: tag names (which name their sub-tags too) or prefixes
	// ending in "*", as gvkgen's --allow-tags.
	Allow []string `json:"allow"`
}

// New returns the plugin configured by settings, golangci-lint's
// linters.settings.custom.gvkgentags.settings; unknown settings are an
// error.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, err
	}
	return &plugin{s: s}, nil
}

type plugin struct{ s Settings }

// BuildAnalyzers returns the tag analyzer, with the allowed tags.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{analyzer.New(p.s.Allow...)}, nil
}

// GetLoadMode is syntax: the analyzer reads comments, not types.
func (p *plugin) GetLoadMode() string { return register.LoadModeSyntax }
