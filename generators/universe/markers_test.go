package universe

import "testing"

// The driver's markers decide which comments make a file worth parsing
// and a package worth linting; without them, any tag does.
func TestTagMarkers(t *testing.T) {
	src := map[string]string{
		"k8s":  "package p\n\n// +k8s:deepcopy-gen=false\nvar x int\n",
		"kb":   "package p\n\n// +kubebuilder:validation:Required\nvar x int\n",
		"none": "package p\n\n// a + b\nvar x int\n",
		"text": "package p\n\n// no tag\nvar x int\n",
	}
	for _, tt := range []struct {
		name          string
		parse, lint   []string
		worth, ourTag map[string]bool
	}{
		{"derived", []string{"+k8s:", "+kubebuilder:"}, []string{"+k8s:"},
			map[string]bool{"k8s": true, "kb": true}, map[string]bool{"k8s": true}},
		{"unset", nil, nil,
			map[string]bool{"k8s": true, "kb": true, "none": true}, map[string]bool{"k8s": true, "kb": true, "none": true}},
	} {
		for name, s := range src {
			t.Run(tt.name+"/"+name, func(t *testing.T) {
				u := LoadSources([]SourcePackage{{Path: "ex.com/p", Name: "p", Dir: "/p", Files: map[string]string{"a.go": s}}}, nil)
				u.cfg.TagMarkers, u.cfg.LintMarkers = tt.parse, tt.lint
				p := &Package{u: u}
				if got := p.worthParsing("a.go", []byte(s)); got != tt.worth[name] {
					t.Errorf("worthParsing = %v, want %v", got, tt.worth[name])
				}
				u.cfg.LintMarkers = tt.lint
				q := &Package{Path: "ex.com/q", Name: "p", Dir: "/q", u: u, sources: map[string][]byte{"/q/a.go": []byte(s)}, GoFiles: []string{"/q/a.go"}, Imports: map[string]string{}}
				if got := q.HasOurTags(); got != tt.ourTag[name] {
					t.Errorf("HasOurTags = %v, want %v", got, tt.ourTag[name])
				}
			})
		}
	}
}
