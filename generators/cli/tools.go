package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/conversion"
	"github.com/gvk-dev/gvkgen/generators/deepcopy"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/register"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// DeepCopy is the deepcopy-gen command.
var DeepCopy = Tool{
	Name:          "deepcopy-gen",
	DefaultOutput: "zz_generated.deepcopy.go",
	Keywords:      deepcopy.Keywords,
	Usage:         "Generates DeepCopyInto, DeepCopy and DeepCopy<Interface> methods for packages tagged +k8s:deepcopy-gen.",
	Generate: func(u *universe.Universe, c *Common, header []byte, _ io.Writer) ([]*output.File, error) {
		return deepcopy.Generate(u, deepcopy.Options{OutputFile: c.OutputFile, Header: header})
	},
}

// stringSlice is a comma-separated list flag: the first use replaces the
// default, later uses append, as pflag's StringSlice does.
type stringSlice struct {
	vals []string
	set  bool
}

func (s *stringSlice) String() string { return strings.Join(s.vals, ",") }

func (s *stringSlice) Set(v string) error {
	var parts []string
	if v != "" {
		parts = strings.Split(v, ",")
	}
	if !s.set {
		s.vals, s.set = parts, true
		return nil
	}
	s.vals = append(s.vals, parts...)
	return nil
}

// Conversion returns the conversion-gen command.
func Conversion() Tool {
	base := &stringSlice{vals: append([]string{}, conversion.DefaultBasePeerDirs...)}
	extra := &stringSlice{}
	skipUnsafe := new(bool)
	buildTag := new(string)
	return Tool{
		Name:          "conversion-gen",
		DefaultOutput: "zz_generated.conversion.go",
		Keywords:      conversion.Keywords,
		Usage:         "Generates conversion functions between API versions and their registration, for packages tagged +k8s:conversion-gen=<internal package>.",
		Flags: func(fs *flag.FlagSet) {
			fs.Var(base, "base-peer-dirs", "comma-separated apimachinery import paths searched, after tag-specified peers, for conversions")
			fs.Var(extra, "extra-peer-dirs", "comma-separated import paths searched, after tag-specified peers and base-peer-dirs, for conversions")
			fs.BoolVar(skipUnsafe, "skip-unsafe", false, "do not generate unsafe.Pointer conversions; the code may be slower")
			fs.StringVar(buildTag, "build-tag", universe.BuildTag, "the build tag that marks generated files (//go:build !tag)")
		},
		BuildTag: func() string { return *buildTag },
		Generate: func(u *universe.Universe, c *Common, header []byte, stderr io.Writer) ([]*output.File, error) {
			res, err := conversion.Generate(u, conversion.Options{
				OutputFile:    c.OutputFile,
				Header:        header,
				BasePeerDirs:  base.vals,
				ExtraPeerDirs: extra.vals,
				SkipUnsafe:    *skipUnsafe,
			})
			if res == nil {
				return nil, err
			}
			return withWarnings(res.Files, res.Warnings, err, stderr)
		},
	}
}

// Register is the register-gen command.
var Register = Tool{
	Name:          "register-gen",
	DefaultOutput: "register.go",
	Keywords:      register.Keywords,
	Usage:         "Generates register.go (GroupName, SchemeGroupVersion, SchemeBuilder, AddToScheme, addKnownTypes) for external API versions as upstream does; internal versions (+k8s:register-gen:internal), install packages (+k8s:register-gen:install) and scheme functions (+k8s:register-gen:scheme-funcs) on request.",
	Generate: func(u *universe.Universe, c *Common, header []byte, stderr io.Writer) ([]*output.File, error) {
		res, err := register.Generate(u, register.Options{OutputFile: c.OutputFile, Header: header})
		if res == nil {
			return nil, err
		}
		return withWarnings(res.Files, res.Warnings, err, stderr)
	},
}

// withWarnings prints a generator's warnings and returns its files, or
// none on error.
func withWarnings(files []*output.File, warnings universe.ErrorList, err error, stderr io.Writer) ([]*output.File, error) {
	for _, w := range warnings {
		fmt.Fprintf(stderr, "warning: %s\n", relMessage(w))
	}
	if err != nil {
		return nil, err
	}
	return files, nil
}
