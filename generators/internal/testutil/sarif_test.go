package testutil

import (
	"strings"
	"testing"
)

// validSARIF is a small log as the SARIF 2.1.0 specification describes one.
const validSARIF = `{
  "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
  "version": "2.1.0",
  "runs": [{
    "tool": {"driver": {"name": "t", "informationUri": "https://example.com/t", "rules": [
      {"id": "a/one", "shortDescription": {"text": "One."}, "defaultConfiguration": {"level": "error"}},
      {"id": "a/two"}
    ]}},
    "results": [
      {"ruleId": "a/two", "ruleIndex": 1, "level": "warning", "message": {"text": "m"},
       "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a/b%20c.go", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 3, "startColumn": 1}}}]},
      {"ruleId": "a/one", "ruleIndex": 0, "message": {"id": "x"}}
    ]
  }]
}`

// SARIFProblems finds each kind of mistake it checks for, and none in a
// valid log.
func TestSARIFProblems(t *testing.T) {
	if p := SARIFProblems([]byte(validSARIF)); p != nil {
		t.Fatalf("a valid log: %v", p)
	}
	for _, tt := range []struct {
		name, old, new, want string
	}{
		{"not JSON", `"version"`, `version`, "not JSON"},
		{"wrong version", `"2.1.0",`, `"2.0.0",`, `$.version: 2.0.0 is not one of`},
		{"no runs", `"runs"`, `"rns"`, `missing required property "runs"`},
		{"no driver name", `"name": "t", `, ``, `$.runs[0].tool.driver: missing required property "name"`},
		{"relative informationUri", `"https://example.com/t"`, `"example.com/t"`, `informationUri: "example.com/t" is not an absolute URI`},
		{"rule without id", `{"id": "a/two"}`, `{"name": "a/two"}`, `rules[1]: missing required property "id"`},
		{"repeated rule", `{"id": "a/two"}`, `{"id": "a/one", "shortDescription": {"text": "One."}, "defaultConfiguration": {"level": "error"}}`, `items must be unique`},
		{"bad level", `"level": "warning"`, `"level": "warn"`, `level: warn is not one of`},
		{"bad default level", `{"level": "error"}`, `{"level": "fatal"}`, `defaultConfiguration.level: fatal is not one of`},
		{"no message", `"message": {"id": "x"}`, `"msg": {"id": "x"}`, `results[1]: missing required property "message"`},
		{"empty message", `{"id": "x"}`, `{}`, `message: has none of the properties`},
		{"line 0", `"startLine": 3`, `"startLine": 0`, `startLine: 0 is below the minimum 1`},
		{"column 0", `"startColumn": 1`, `"startColumn": 0`, `startColumn: 0 is below the minimum 1`},
		{"line as string", `"startLine": 3`, `"startLine": "3"`, `startLine: want integer`},
		{"fractional line", `"startLine": 3`, `"startLine": 3.5`, `startLine: want integer`},
		{"bad uri", `"a/b%20c.go"`, `"a/b%zzc.go"`, `is not a URI reference`},
		{"unknown property", `"uriBaseId"`, `"uriBase"`, `property "uriBase" is not in the schema`},
		{"location without artifact", `"artifactLocation": {"uri": "a/b%20c.go", "uriBaseId": "%SRCROOT%"}, `, ``, `physicalLocation: has none of the properties`},
		{"ruleIndex of another rule", `"ruleIndex": 1`, `"ruleIndex": 0`, `ruleIndex 0 is rule "a/one", but ruleId is "a/two"`},
		{"ruleIndex out of range", `"ruleIndex": 1`, `"ruleIndex": 2`, `ruleIndex 2 is not the index of a rule`},
		{"ruleIndex below -1", `"ruleIndex": 1`, `"ruleIndex": -2`, `ruleIndex: -2 is below the minimum -1`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(validSARIF, tt.old) {
				t.Fatalf("the valid log has no %s", tt.old)
			}
			got := SARIFProblems([]byte(strings.Replace(validSARIF, tt.old, tt.new, 1)))
			if !strings.Contains(strings.Join(got, "\n"), tt.want) {
				t.Errorf("want a problem %q, got %q", tt.want, got)
			}
		})
	}
}
