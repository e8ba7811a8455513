package crd

import (
	"flag"
	"strconv"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Version is the controller-gen release whose CRDs this generator writes:
// its annotation names it.
const Version = "v0.23.0"

// Generator writes controller-gen crd's CustomResourceDefinitions: one
// file per group kind, its versions merged across packages.
var Generator = &gen.Generator{
	Name:       "crd",
	Tool:       "controller-gen",
	Doc:        "Writes a CustomResourceDefinition per group kind of the packages marked +groupName, as controller-gen crd does.",
	OutputFile: "<group>_<plural>.yaml", // one per group kind, under --crd-output-dir
	Tags:       Tags,
	// kubebuilder: is shared with controller-gen's other generators; the
	// namespaces this one reads are linted, and verified when crd runs:
	// every marker controller-gen v0.23.0 reads there is defined (Tags),
	// so an unknown one is a misspelling, which controller-gen drops
	// without a word. With object alone it is a warning: object's output
	// is right, and public trees carry such markers
	// (prometheus-operator's +kubebuilder:validation:OneOf).
	Namespaces: []gen.Namespace{
		{Prefix: "kubebuilder:"},
		{Prefix: "kubebuilder:validation", Lint: true, VerifyRun: true},
		{Prefix: "kubebuilder:subresource", Lint: true, VerifyRun: true},
		{Prefix: "kubebuilder:printcolumn", Lint: true, VerifyRun: true},
		{Prefix: "kubebuilder:resource", Lint: true, VerifyRun: true},
	},
	// MarshalJSON and MarshalText: a file of methods alone is parsed, for
	// the types that serialize themselves (marshal.go).
	Keywords:  []string{"kubebuilder", "groupName", "MarshalJSON", "MarshalText"},
	DetectTag: "+groupName=", // see wants: with a +kubebuilder: marker line
	Flags:     flags,
	Run:       run,
	Want:      wants,
	// gvkgen writes CRDs only when asked: a crd flag given (controller-gen's
	// front end gives --crd-output-dir for `crd` on its command line).
	Enabled: func(c gen.Config) bool {
		cfg := c.(*config)
		return cfg.outputDir != "" || cfg.maxDescLen.set || cfg.embeddedMeta || cfg.dangerous || cfg.ignoreUnexport || cfg.headerFile != ""
	},
}

// config is what the crd generator's flags set: controller-gen's crd
// options, each `fooBar` as `foo-bar`.
type config struct {
	gen.DefaultConfig
	crdVersions    *gen.StringList
	maxDescLen     optInt
	embeddedMeta   bool
	dangerous      bool
	ignoreUnexport bool
	headerFile     string
	year           string
	outputDir      string
}

// optInt is an int flag that may be left unset.
type optInt struct {
	set bool
	n   int
}

func (o *optInt) String() string {
	if !o.set {
		return ""
	}
	return strconv.Itoa(o.n)
}

func (o *optInt) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return err
	}
	o.set, o.n = true, n
	return nil
}

func flags(fs *flag.FlagSet) gen.Config {
	c := &config{crdVersions: gen.NewStringList([]string{"v1"})}
	fs.Var(c.crdVersions, "crd-versions", "the CRD versions to write (controller-gen's crdVersions; only v1 exists)")
	fs.Var(&c.maxDescLen, "max-desc-len", "truncate descriptions to this many characters (0 drops them; unset: no limit)")
	fs.BoolVar(&c.embeddedMeta, "generate-embedded-object-meta", false, "give embedded ObjectMeta its schema (name, namespace, labels, annotations, finalizers)")
	fs.BoolVar(&c.dangerous, "allow-dangerous-types", false, "allow float fields (number schemas)")
	fs.BoolVar(&c.ignoreUnexport, "ignore-unexported-fields", false, "skip unexported fields instead of reporting them")
	fs.StringVar(&c.headerFile, "header-file", "", "a file whose text goes above each CRD")
	fs.StringVar(&c.year, "year", "", "replaces YEAR in the header file")
	fs.StringVar(&c.outputDir, "output-dir", "", "the directory the CRDs are written to (default "+defaultOutputDir+"); gvkgen runs crd only when a crd flag is given")
	return c
}

// defaultOutputDir is where the CRDs go without --output-dir.
const defaultOutputDir = "config/crd/bases"

// wants reports whether crd reads a package: kubebuilder's API packages,
// with +groupName and a +kubebuilder: marker line, or +groupName and no
// code-generator tag (controller-tools' plural testdata has neither). A
// code-generator API package (k8s.io/api's, an internal version) gets no
// CRD.
func wants(p *universe.Package) bool {
	if !p.HasMarkerLine("+groupName") {
		return false
	}
	return p.HasMarkerLine("+kubebuilder:") || !p.HasMarkerLine("+k8s:") && !p.HasMarkerLine("+genclient")
}

// markerLines returns the marker lines of c (both of a type's blocks).
func markerLines(c tags.Comments) []tags.Line {
	var out []tags.Line
	for _, l := range append(append([]tags.Line{}, c.Second...), c.Lines...) {
		if strings.HasPrefix(strings.TrimSpace(l.Text), "+") {
			out = append(out, l)
		}
	}
	return out
}
