package analyzer

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/gvk-dev/gvkgen/generators/lint"
	tagdefs "github.com/gvk-dev/gvkgen/generators/tags/all"
)

// Analyzer reports the comment tags that gvkgen's generators (and
// upstream's) would ignore. Its flag -allow takes the tags of generators
// gvkgen does not have, as gvkgen's --allow-tags does.
var Analyzer = New()

// New returns an analyzer like Analyzer (a new one, with its own -allow
// flag) that does not report the tags allow names (see lint.Allows): for
// drivers that configure analyzers other than by flags (golangci-lint).
func New(allow ...string) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name: "gvkgentags",
		Doc:  doc,
		URL:  "https://github.com/gvk-dev/gvkgen",
		// It reads comments and syntax only: a package with a type
		// error still gets its tag findings (#29 item 16).
		RunDespiteErrors: true,
	}
	pats := patterns(allow)
	a.Flags.Var(&pats, "allow", "comma-separated tags of other generators not to report, each a tag name (which names its sub-tags too) or a prefix ending in * (as gvkgen's --allow-tags)")
	a.Run = func(pass *analysis.Pass) (any, error) { return run(pass, pats) }
	return a
}

const doc = `report unknown, misspelled and misplaced code generator tags

gvkgentags checks the +k8s:, +groupName, +kubebuilder:object and +gvkgen:
comment tags that deepcopy-gen, conversion-gen, register-gen, controller-gen's
object generator and gvkgen read, as gvkgen generate and verify do: a tag no
generator knows (with a suggested fix for a misspelling), a package tag
outside doc.go, a tag in a comment block no generator reads. Other tools'
tags are left alone.`

// patterns is a comma-separated list flag that may be repeated.
type patterns []string

func (p *patterns) String() string { return strings.Join(*p, ",") }

func (p *patterns) Set(s string) error {
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			*p = append(*p, v)
		}
	}
	return nil
}

func run(pass *analysis.Pass, allow []string) (any, error) {
	byName := map[string]*ast.File{}
	var files []*ast.File
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		if tf == nil || strings.HasSuffix(tf.Name(), "_test.go") || ast.IsGenerated(f) {
			continue
		}
		byName[tf.Name()] = f
		files = append(files, f)
	}
	for _, fd := range lint.CheckFiles(tagdefs.Defs, pass.Fset, files, allow...) {
		if d, ok := diagnostic(pass.Fset, byName[fd.Pos.Filename], fd); ok {
			pass.Report(d)
		}
	}
	return nil, nil
}

// diagnostic is the finding fd of file f: from the start of the tag's
// comment line (where gvkgen reports it) to the end of the tag's name,
// with a fix that replaces the name when lint suggests one.
func diagnostic(fset *token.FileSet, f *ast.File, fd *lint.Finding) (analysis.Diagnostic, bool) {
	if f == nil {
		return analysis.Diagnostic{}, false
	}
	tf := fset.File(f.FileStart)
	pos, ok := tokenPos(tf, fd.Pos)
	if !ok {
		return analysis.Diagnostic{}, false
	}
	d := analysis.Diagnostic{Pos: pos, Message: fd.Message, Category: category(fd)}
	if end, ok := tokenPos(tf, fd.End); ok && end > pos {
		d.End = end
	}
	for _, e := range fd.Fix.Edits {
		from, ok1 := tokenPos(tf, e.Pos)
		to, ok2 := tokenPos(tf, e.End)
		if !ok1 || !ok2 || to < from {
			continue
		}
		d.SuggestedFixes = append(d.SuggestedFixes, analysis.SuggestedFix{
			Message:   "Replace +" + fd.Tag + " with +" + e.NewText,
			TextEdits: []analysis.TextEdit{{Pos: from, End: to, NewText: []byte(e.NewText)}},
		})
	}
	return d, true
}

// tokenPos is p in tf, if p is on one of its lines.
func tokenPos(tf *token.File, p token.Position) (token.Pos, bool) {
	if p.Line < 1 || p.Line > tf.LineCount() || p.Column < 1 {
		return token.NoPos, false
	}
	start := tf.LineStart(p.Line)
	lineEnd := token.Pos(tf.Base() + tf.Size())
	if p.Line < tf.LineCount() {
		lineEnd = tf.LineStart(p.Line + 1)
	}
	at := start + token.Pos(p.Column-1)
	if at > lineEnd {
		return token.NoPos, false
	}
	return at, true
}

func category(fd *lint.Finding) string {
	if fd.Code == lint.UnknownTag {
		return "unknown"
	}
	return "ignored"
}
