package cli

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/lint"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// check reports what the go command said is wrong with packages, then
// lints their tags and those of lintOnly (packages no generator runs on,
// where a misspelled tag may be why). Lint findings are warnings, but
// errors with --strict; unknown tags of the namespaces the registry's
// generators own (tagdefs.FailsVerify: +k8s:, +kubebuilder:object:) are errors when verifying: a
// misspelled tag leaves code ungenerated, or generated code stale, while
// verify passes. Known tags where they are not read stay warnings, as
// upstream ignores them and real trees have some (cluster-api's
// +k8s:conversion-gen=false in a type's second comment block). Unknown
// tags that begin with one of run (the VerifyRun namespaces of the
// generators that run: crd's +kubebuilder:validation:...) are errors when
// verifying too. It returns false when the run cannot go on.
func check(tool string, pkgs, lintOnly []*universe.Package, c *Common, k *sink, run []string) bool {
	if !checkListed(tool, pkgs, k) {
		return false
	}
	findings := lintAside(pkgs, lintOnly, c)
	// Every file of a package generated for must parse, not only those
	// that declare what the generators read: upstream refuses such a tree.
	universe.CheckSyntax(pkgs)
	n := 0
	for _, p := range pkgs {
		for _, err := range []error{p.ParseErr(), p.SyntaxErr()} {
			if err != nil {
				syntaxErrors(tool, err, k)
				n += countErrors(err)
			}
		}
	}
	stderr := k.stderr
	if n > 0 {
		fmt.Fprintf(stderr, "%s: %d syntax error(s); no file was written\n", tool, n)
		return false
	}
	nerr := 0
	for _, f := range findings() {
		r := at(f.Pos, sevWarning, tool, ruleIgnoredTag, f.Message)
		r.Fix = f.Fix
		r.text = "warning: " + f.String()
		unknown := f.Code == lint.UnknownTag
		if unknown {
			r.rule = ruleUnknownTag
		}
		fails := tagdefs.FailsVerify(f.Tag) || slices.ContainsFunc(run, func(p string) bool { return strings.HasPrefix(f.Tag, p) })
		if c.Strict || (c.Verify && unknown && fails) {
			r.Severity, r.text = sevError, f.String()
			nerr++
		}
		k.add(r)
	}
	switch {
	case nerr == 0:
	case c.Strict:
		fmt.Fprintf(stderr, "%s: %d tag problem(s) and --strict; no file was written\n", tool, nerr)
	default:
		fmt.Fprintf(stderr, "%s: %d unknown %s tag(s), which verify does not pass (generate only warns); fix them, or name the tags of generators gvkgen does not have with --allow-tags\n", tool, nerr, verifyNamespaces(run))
	}
	return nerr == 0
}

// lintAside starts the lint of pkgs and lintOnly beside the syntax check
// of the files parsing passed over, which it does not read, and returns
// the function that waits for its findings. A package that did not parse
// is linted by that function, once the run has been found to go on.
func lintAside(pkgs, lintOnly []*universe.Package, c *Common) func() []*lint.Finding {
	all := append(append([]*universe.Package{}, pkgs...), lintOnly...)
	run := func() []*lint.Finding { return lint.Check(tagdefs.Defs, all, c.AllowTags.Values...) }
	for _, p := range all {
		if p.ParseErr() != nil {
			return run
		}
	}
	done := make(chan []*lint.Finding, 1)
	go func() { done <- run() }()
	return func() []*lint.Finding { return <-done }
}

// checkListed prints what the go command said is wrong with packages, and
// reports whether nothing is.
func checkListed(tool string, pkgs []*universe.Package, k *sink) bool {
	failed := false
	for _, p := range pkgs {
		for _, e := range p.ListErrors {
			if strings.Contains(e, "is not in std") && !strings.HasPrefix(p.Path, ".") {
				// pkg/apis/x read as an import path: a directory needs ./
				e += fmt.Sprintf("; to name a directory, start it with ./ (./%s)", p.Path)
			}
			r := listed(tool, e)
			r.text = tool + ": " + e
			k.add(r)
			failed = true
		}
	}
	if failed {
		fmt.Fprintf(k.stderr, "%s: the go command cannot load the packages; fix the errors above (no file was written)\n", tool)
	}
	return !failed
}

// syntaxErrors reports the syntax errors of a package.
func syntaxErrors(tool string, err error, k *sink) {
	l, ok := err.(universe.ErrorList)
	if !ok {
		k.add(report{Diagnostic: diag.Diagnostic{Severity: sevError, Message: relMessage(err.Error())}, generator: tool, rule: ruleSyntax, text: relMessage(err.Error())})
		return
	}
	for _, e := range l {
		r := errorReport(tool, ruleSyntax, e)
		r.text = relMessage(e.Error())
		k.add(r)
	}
}

func countErrors(err error) int {
	if l, ok := err.(universe.ErrorList); ok {
		return len(l)
	}
	return 1
}

// verifyNamespaces names the namespaces whose unknown tags fail verify:
// the registry's (tagdefs.VerifyNamespaces), then run's.
func verifyNamespaces(run []string) string {
	out := tagdefs.VerifyNamespaces()
	for _, p := range run {
		if !strings.HasSuffix(p, ":") {
			p += ":"
		}
		if !strings.Contains(out, "+"+p) {
			out += " or +" + p
		}
	}
	return out
}

// runVerifyPrefixes are the VerifyRun namespaces of the generators the
// session runs.
func (s *session) runVerifyPrefixes() []string {
	var out []string
	for i, g := range s.gens {
		if i >= len(s.configs) || !g.On(s.configs[i]) {
			continue
		}
		for _, ns := range g.Namespaces {
			if ns.VerifyRun && !slices.Contains(out, ns.Prefix) {
				out = append(out, ns.Prefix)
			}
		}
	}
	return out
}
