package universe

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
)

// grepDir collects grepLines: those of every regular .go file of the
// package's directory, in name order, as grep -r --include '*.go' reads
// them: GoFiles (already read by parse), and the files go list leaves out
// (_test.go files, files excluded by build constraints, generated ones
// among them, names that start with "." or "_"). Like grep -r, it follows
// no symbolic link and passes over files it cannot read. An in-memory
// package (LoadSources) has its GoFiles only.
func (p *Package) grepDir() {
	if p.sources != nil {
		for _, name := range p.GoFiles {
			p.grepLines = append(p.grepLines, p.grepFiles[name]...)
		}
		return
	}
	if p.Dir == "" {
		return
	}
	entries, err := os.ReadDir(p.Dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || !e.Type().IsRegular() {
			continue
		}
		name := filepath.Join(p.Dir, e.Name())
		if lines, ok := p.grepFiles[name]; ok {
			p.grepLines = append(p.grepLines, lines...)
		} else if e := p.u.early[name]; e != nil {
			p.grepLines = append(p.grepLines, e.grep...)
		} else if src, err := os.ReadFile(name); err == nil {
			p.grepLines = appendGrepLines(p.grepLines, src)
		}
	}
}

// appendGrepLines appends to lines those lines of src that match
// ^\s*//\s*+ (grep's \s within a line: space, tab, carriage return,
// vertical tab, form feed), each from its "+" to its end.
func appendGrepLines(lines []string, src []byte) []string {
	for line := range bytes.Lines(src) {
		line = bytes.TrimSuffix(line, []byte("\n"))
		rest, ok := bytes.CutPrefix(bytes.TrimLeft(line, grepSpace), []byte("//"))
		if !ok {
			continue
		}
		if rest = bytes.TrimLeft(rest, grepSpace); len(rest) > 0 && rest[0] == '+' {
			lines = append(lines, string(rest))
		}
	}
	return lines
}

// grepSpace is what grep's \s matches within a line.
const grepSpace = " \t\r\v\f"

// TagLines returns the lines of src that kube_codegen.sh's greps match
// (^\s*//\s*+), each from its "+" to its end: the one implementation of
// that rule, which gvkgen's detection (HasLineTag) and kube_codegen.sh's
// front end (package kubecodegen) share.
func TagLines(src []byte) []string { return appendGrepLines(nil, src) }
