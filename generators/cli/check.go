package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/lint"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// check reports what the go command said is wrong with packages, then
// lints their tags and those of lintOnly (packages no generator runs on,
// where a misspelled tag may be why). It returns false when the run cannot
// go on.
func check(tool string, pkgs, lintOnly []*universe.Package, c *Common, stderr io.Writer) bool {
	if !checkListed(tool, pkgs, stderr) {
		return false
	}
	n := 0
	for _, p := range pkgs {
		if err := p.ParseErr(); err != nil {
			fmt.Fprintf(stderr, "%s\n", relMessage(err.Error()))
			n += countErrors(err)
		}
	}
	if n > 0 {
		fmt.Fprintf(stderr, "%s: %d syntax error(s); no file was written\n", tool, n)
		return false
	}
	findings := lint.Check(tagdefs.Defs, append(append([]*universe.Package{}, pkgs...), lintOnly...))
	for _, f := range findings {
		if c.Strict {
			fmt.Fprintf(stderr, "%s\n", f)
		} else {
			fmt.Fprintf(stderr, "warning: %s: %s\n", f.Pos, f.Msg)
		}
	}
	if c.Strict && len(findings) > 0 {
		fmt.Fprintf(stderr, "%s: %d tag problem(s) and --strict; no file was written\n", tool, len(findings))
		return false
	}
	return true
}

// checkListed prints what the go command said is wrong with packages, and
// reports whether nothing is.
func checkListed(tool string, pkgs []*universe.Package, stderr io.Writer) bool {
	failed := false
	for _, p := range pkgs {
		for _, e := range p.ListErrors {
			if strings.Contains(e, "is not in std") && !strings.HasPrefix(p.Path, ".") {
				// pkg/apis/x read as an import path: a directory needs ./
				e += fmt.Sprintf("; to name a directory, start it with ./ (./%s)", p.Path)
			}
			fmt.Fprintf(stderr, "%s: %s\n", tool, e)
			failed = true
		}
	}
	if failed {
		fmt.Fprintf(stderr, "%s: the go command cannot load the packages; fix the errors above (no file was written)\n", tool)
	}
	return !failed
}

func countErrors(err error) int {
	if l, ok := err.(universe.ErrorList); ok {
		return len(l)
	}
	return 1
}
