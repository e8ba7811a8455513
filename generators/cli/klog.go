package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
)

// klogFlags are the flags upstream's tools take besides their own: those
// klog.InitFlags registers (k8s.io/klog/v2 v2.140.0, which
// k8s.io/code-generator v0.37.2's mains call before pflag parses), but -v,
// which is the driver's verbosity. Nothing here logs through klog, so they
// are accepted, in pflag's spellings (--flag=value, --flag value, and a
// boolean alone), and ignored: a script written for upstream's tools runs
// unchanged.
var klogFlags = []klogFlag{
	{"add_dir_header", true},
	{"alsologtostderr", true},
	{"alsologtostderrthreshold", false},
	{"legacy_stderr_threshold_behavior", true},
	{"log_backtrace_at", false},
	{"log_dir", false},
	{"log_file", false},
	{"log_file_max_size", false},
	{"logtostderr", true},
	{"one_output", true},
	{"skip_headers", true},
	{"skip_log_headers", true},
	{"stderrthreshold", false},
	{"vmodule", false},
}

// klogFlag is one of klog's flags: a boolean, or one that takes a value.
type klogFlag struct {
	name   string
	isBool bool
}

// registerKlog adds klog's flags to fs, each one ignored.
func registerKlog(fs *flag.FlagSet) {
	for _, f := range klogFlags {
		if f.isBool {
			fs.Bool(f.name, false, "ignored")
			continue
		}
		fs.String(f.name, "", "ignored")
	}
}

// isKlog reports whether name is one of klogFlags.
func isKlog(name string) bool {
	return slices.ContainsFunc(klogFlags, func(f klogFlag) bool { return f.name == name })
}

// printFlags prints fs's flags as PrintDefaults does, with their
// defaults, then klog's apart, in one paragraph.
func printFlags(fs *flag.FlagSet, w io.Writer) {
	own := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
	own.SetOutput(w)
	fs.VisitAll(func(f *flag.Flag) {
		if !isKlog(f.Name) {
			own.Var(f.Value, f.Name, f.Usage)
			own.Lookup(f.Name).DefValue = f.DefValue
		}
	})
	own.PrintDefaults()
	fmt.Fprintf(w, "\nAccepted and ignored, as upstream's tools take them from klog (-v is the\nverbosity above):\n")
	line := " "
	for _, f := range klogFlags {
		item := " -" + f.name
		if !f.isBool {
			item += " value"
		}
		if len(line)+len(item) > 72 {
			fmt.Fprintln(w, line)
			line = " "
		}
		line += item
	}
	fmt.Fprintln(w, line)
}
