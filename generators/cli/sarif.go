package cli

import (
	"encoding/json"
	"net/url"
	"path/filepath"
	"runtime/debug"
	"strings"

	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
)

// The rules of the driver's own diagnostics: SARIF rule ids, stable from
// run to run and tool to tool (code scanning matches alerts by them).
const (
	ruleUnknownTag = "gvkgen/unknown-tag"
	ruleIgnoredTag = "gvkgen/ignored-tag"
	ruleSyntax     = "gvkgen/syntax-error"
	ruleLoad       = "gvkgen/load-error"
	ruleMissing    = "gvkgen/missing-file"
	ruleStale      = "gvkgen/stale-file"
	ruleLeftover   = "gvkgen/leftover-file"
	ruleLeftAlone  = "gvkgen/file-left-alone"
	ruleWrite      = "gvkgen/write-error"
	ruleUsage      = "gvkgen/usage"
	ruleNothing    = "gvkgen/nothing-to-generate"
)

// driverRules describe the driver's rules, in the order the log lists
// them; each generator's rules (<tool>/error, <tool>/warning) follow.
var driverRules = []struct {
	id, level, text string
}{
	{ruleUnknownTag, "warning", "A comment tag no generator defines, most likely a misspelling of one: it is ignored (an error with --strict, and for " + strings.ReplaceAll(tagdefs.VerifyNamespaces(), " or ", " and ") + " tags in verify)."},
	{ruleIgnoredTag, "warning", "A generator's tag where that generator does not read it (an error with --strict)."},
	{ruleSyntax, "error", "A Go file that does not parse."},
	{ruleLoad, "error", "A package the go command cannot load, or a package a generator reads that has errors."},
	{ruleMissing, "error", "A generated file that verify finds missing."},
	{ruleStale, "error", "A generated file that verify finds out of date."},
	{ruleLeftover, "error", "A generated file that no package asks for any more."},
	{ruleLeftAlone, "warning", "A file at a generator's output path that gvkgen leaves alone."},
	{ruleWrite, "error", "A file that cannot be written or deleted: nothing was written."},
	{ruleUsage, "error", "A mistake in the command line or in a file it names."},
	{ruleNothing, "note", "No package asks for any generator."},
}

// informationURI is where the SARIF log says to read about gvkgen.
const informationURI = "https://github.com/gvk-dev/gvkgen"

// sarifSchema is the $schema of the SARIF log.
const sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string    `json:"id"`
	ShortDescription     sarifText `json:"shortDescription"`
	DefaultConfiguration struct {
		Level string `json:"level"`
	} `json:"defaultConfiguration"`
}

type sarifLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI       string `json:"uri"`
			URIBaseID string `json:"uriBaseId,omitempty"`
		} `json:"artifactLocation"`
		Region *sarifRegion `json:"region,omitempty"`
	} `json:"physicalLocation"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	RuleIndex int             `json:"ruleIndex"`
	Level     string          `json:"level"`
	Message   sarifText       `json:"message"`
	Locations []sarifLocation `json:"locations,omitempty"`
}

type sarifRun struct {
	Tool struct {
		Driver struct {
			Name           string      `json:"name"`
			InformationURI string      `json:"informationUri"`
			Version        string      `json:"version,omitempty"`
			Rules          []sarifRule `json:"rules"`
		} `json:"driver"`
	} `json:"tool"`
	Results []sarifResult `json:"results"`
}

// sarifLog is the SARIF 2.1.0 log of a run of prog with generators tools:
// every rule, and results.
func sarifLog(prog string, tools []string, results []report) ([]byte, error) {
	var run sarifRun
	d := &run.Tool.Driver
	d.Name, d.InformationURI, d.Version = prog, informationURI, version()
	index := map[string]int{}
	addRule := func(id, level, text string) {
		if _, dup := index[id]; dup {
			return
		}
		index[id] = len(d.Rules)
		r := sarifRule{ID: id, ShortDescription: sarifText{text}}
		r.DefaultConfiguration.Level = level
		d.Rules = append(d.Rules, r)
	}
	for _, r := range driverRules {
		addRule(r.id, r.level, r.text)
	}
	for _, t := range tools {
		addRule(t+"/error", "error", "An error "+t+" found in the packages or its flags: nothing was written.")
		addRule(t+"/warning", "warning", "A warning of "+t+".")
	}
	run.Results = []sarifResult{}
	for _, r := range results {
		addRule(r.rule, r.Severity.String(), r.rule)
		res := sarifResult{RuleID: r.rule, RuleIndex: index[r.rule], Level: r.Severity.String(), Message: sarifText{withFix(r)}}
		if r.Pos.Filename != "" {
			res.Locations = []sarifLocation{sarifLocationOf(r)}
		}
		run.Results = append(run.Results, res)
	}
	b, err := json.MarshalIndent(struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}{sarifSchema, "2.1.0", []sarifRun{run}}, "", "  ")
	return append(b, '\n'), err
}

// sarifLocationOf is where r is: a path relative to %SRCROOT% (the
// working directory, which code scanning takes as the repository's root),
// or an absolute file: URI for a file outside it.
func sarifLocationOf(r report) sarifLocation {
	var l sarifLocation
	a := &l.PhysicalLocation.ArtifactLocation
	if filepath.IsAbs(r.Pos.Filename) {
		a.URI = (&url.URL{Scheme: "file", Path: filepath.ToSlash(r.Pos.Filename)}).String()
	} else {
		a.URI, a.URIBaseID = (&url.URL{Path: filepath.ToSlash(r.Pos.Filename)}).String(), "%SRCROOT%"
	}
	if r.Pos.Line > 0 {
		l.PhysicalLocation.Region = &sarifRegion{StartLine: r.Pos.Line, StartColumn: r.Pos.Column}
	}
	return l
}

// version is the module version of the running binary, "" when unknown
// (a build from a checkout).
func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return ""
}
