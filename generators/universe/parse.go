package universe

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
)

func (p *Package) parse() {
	p.decls = map[string]*typeDecl{}
	p.consts = map[string]*constDecl{}
	p.vars = map[string]bool{}
	p.methods = map[string][]*methodDecl{}
	p.types = map[string]*Type{}
	p.grepFiles = map[string][]string{}
	var errs ErrorList
	for _, name := range p.GoFiles {
		src, af, worth, size, err := p.readWorth(name)
		if err != nil {
			errs = append(errs, &Error{Pos: Pos{Filename: p.u.Rel(name)}, Message: err.Error()})
			continue
		}
		if !worth {
			p.skipped = append(p.skipped, name)
			p.skippedSize = append(p.skippedSize, size)
			continue
		}
		if err := p.addFile(name, src, af); err != nil {
			errs = append(errs, err...)
		}
	}
	if len(p.skipped) == 0 {
		p.fullyParsed = true
	}
	for n := range p.decls {
		p.TypeNames = append(p.TypeNames, n)
	}
	sort.Strings(p.TypeNames)
	if len(errs) > 0 {
		p.parseErr = errs
	}
}

// readWorth reads a Go file of the package, records its grep lines, and
// says whether it is worth parsing, with its bytes when it is (and its
// syntax tree if prefetch parsed it) and its size: from what prefetch
// read while go list ran, or from the disk.
func (p *Package) readWorth(name string) (src []byte, af *ast.File, worth bool, size int64, err error) {
	if e := p.u.early[name]; e != nil {
		p.grepFiles[name] = e.grep
		src, af, e.src, e.ast = e.src, e.ast, nil, nil
		if e.worth && src == nil {
			// Taken already: a file listed twice. Read it again.
			if src, err = p.read(name); err != nil {
				return nil, nil, false, 0, err
			}
		}
		return src, af, e.worth, e.size, nil
	}
	if src, err = p.read(name); err != nil {
		return nil, nil, false, 0, err
	}
	p.grepFiles[name] = appendGrepLines(nil, src)
	return src, nil, worthParsing(name, src, p.u.cfg.TagMarkers, p.u.cfg.Keywords), int64(len(src)), nil
}

// worthParsing decides from the tokens of a file whether it can declare
// something a generator asks about (see Config.Keywords). Tokenizing costs
// a fraction of parsing, and far less memory.
func worthParsing(name string, src []byte, markers, keywords []string) bool {
	if filepath.Base(name) == "doc.go" {
		return true
	}
	if worth, sure := quickWorth(src, markers, keywords); sure {
		return worth
	}
	return scanWorth(name, src, markers, keywords)
}

// scanWorth is worthParsing by go/scanner's tokens.
func scanWorth(name string, src []byte, markers, keywords []string) bool {
	var s scanner.Scanner
	tf := token.NewFileSet().AddFile(name, -1, len(src))
	s.Init(tf, src, nil, scanner.ScanComments)
	for {
		_, tok, lit := s.Scan()
		switch tok {
		case token.EOF:
			// A file the scanner cannot read is parsed, to report why.
			return s.ErrorCount > 0
		case token.TYPE:
			return true
		case token.COMMENT:
			if mentions(lit, markers) {
				return true
			}
		case token.IDENT:
			for _, k := range keywords {
				if strings.Contains(lit, k) {
					return true
				}
			}
		}
	}
}

// mentions reports whether a comment holds one of markers (nil: a "+").
func mentions(c string, markers []string) bool {
	if markers == nil {
		return strings.Contains(c, "+")
	}
	for _, m := range markers {
		if strings.Contains(c, m) {
			return true
		}
	}
	return false
}

// parseRest parses the files that worthParsing passed over whose source
// holds word ("const", "var"): a file without the word declares no such
// value. It is needed only to look up constants (array lengths, enum
// values) and variables; the other files, most of them function bodies,
// stay unparsed (on k8s.io/kubernetes' 106 openapi packages, parsing them
// all was a sixth of the run's CPU and a third of its live heap).
func (p *Package) parseRest(word string) {
	if p.fullyParsed || p.restWords[word] {
		return
	}
	if p.restWords == nil {
		p.restWords, p.restParsed = map[string]bool{}, make([]bool, len(p.skipped))
	}
	p.restWords[word] = true
	all := true
	for i, name := range p.skipped {
		if p.restParsed[i] {
			continue
		}
		src, err := p.read(name)
		if err == nil && !bytes.Contains(src, []byte(word)) {
			all = false
			continue
		}
		p.restParsed[i] = true
		if err == nil {
			p.parseFile(name, src)
		}
	}
	p.fullyParsed = all
}

// SyntaxErr returns the syntax errors of the files that parsing passed over
// (see Config.Keywords), nil if there are none; with ParseErr, every file
// of the package is then known to parse. The files are parsed once, for
// syntax only, and their trees dropped: a package the run generates for, or
// reads declarations from, must parse in full, as upstream parses every
// file, and a run that went on past a syntax error would write for a tree
// that does not build.
func (p *Package) SyntaxErr() error {
	p.parsed()
	p.syntaxOnce.Do(func() {
		errs := make([]ErrorList, len(p.skipped))
		for i := range p.skipped {
			errs[i] = p.checkFile(i)
		}
		p.setSyntaxErr(errs)
	})
	if len(p.syntaxErr) == 0 {
		return nil
	}
	return p.syntaxErr
}

// checkFile returns the syntax errors of the i-th file parsing passed
// over, parsed for syntax only, its tree dropped; contents the syntax
// cache (Config.SyntaxCache) knows to parse are not parsed again.
func (p *Package) checkFile(i int) ErrorList {
	name := p.skipped[i]
	if e := p.u.early[name]; e != nil && e.parses {
		return nil
	}
	src, err := p.read(name)
	if err != nil {
		return ErrorList{{Pos: Pos{Filename: p.u.Rel(name)}, Message: err.Error()}}
	}
	cache := syntaxCache(p.u.cfg.SyntaxCache)
	var key string
	if cache != "" {
		if key = cache.key(src); cache.parses(key) {
			return nil
		}
	}
	if _, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution); err != nil {
		return p.parseErrors(err)
	}
	cache.remember(key)
	return nil
}

// setSyntaxErr sets syntaxErr from the errors of each skipped file, in
// the order of the files. The caller holds syntaxOnce.
func (p *Package) setSyntaxErr(errs []ErrorList) {
	for _, e := range errs {
		p.syntaxErr = append(p.syntaxErr, e...)
	}
	p.syntaxDone.Store(true)
}

// CheckSyntax checks the syntax of the packages' files (see SyntaxErr),
// so that later calls of SyntaxErr return at once. The files are checked
// on every processor, the largest first, whatever their package: one
// package often holds most of the source (a generated.pb.go of megabytes),
// and checking package by package would leave it to one processor.
// Errors are kept in the order of each package's files.
func CheckSyntax(pkgs []*Package) {
	forEach(pkgs, (*Package).parsed)
	type job struct {
		p *Package
		i int
	}
	var jobs []job
	var sizes []int64
	errs := map[*Package][]ErrorList{}
	for _, p := range pkgs {
		if _, seen := errs[p]; seen || p.syntaxDone.Load() {
			continue
		}
		errs[p] = make([]ErrorList, len(p.skipped))
		for i := range p.skipped {
			jobs = append(jobs, job{p, i})
			sizes = append(sizes, p.skippedSize[i])
		}
	}
	parallel(largestFirst(sizes), func(k int) {
		j := jobs[k]
		errs[j.p][j.i] = j.p.checkFile(j.i)
	})
	for p, e := range errs {
		p.syntaxOnce.Do(func() { p.setSyntaxErr(e) })
	}
}

func (p *Package) parseFile(name string, src []byte) ErrorList {
	return p.addFile(name, src, nil)
}

// parseMode is how the load parses a file worth parsing.
const parseMode = parser.ParseComments | parser.SkipObjectResolution

// parseWorth parses a file worth parsing, its function bodies skimmed if
// it is the standard library's (standard) or the module cache's
// (skimBodies): positions are the file's own.
func parseWorth(fset *token.FileSet, name string, src []byte, standard bool) (*ast.File, error) {
	if standard || skimmed(name) {
		src = skimBodies(src)
	}
	return parser.ParseFile(fset, name, src, parseMode)
}

// addFile parses a file, unless prefetch did (af), and records its
// declarations.
func (p *Package) addFile(name string, src []byte, af *ast.File) ErrorList {
	if af == nil {
		var err error
		if af, err = parseWorth(p.u.Fset, name, src, p.standard); err != nil {
			return p.parseErrors(err)
		}
	}
	f := &file{name: name, ast: af, imports: map[string]string{}, comments: map[int]*ast.CommentGroup{}}
	p.readComments(f, src)
	if filepath.Base(name) == "doc.go" {
		p.DocFile = name
		p.DocComments = []string{}
		for _, cg := range af.Comments {
			p.DocComments = append(p.DocComments, splitLines(cg.Text())...)
			for _, c := range cg.List {
				p.docLines = append(p.docLines, commentLines(c, p.u.Position)...)
			}
		}
	}
	p.readImports(f)
	for _, d := range af.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			p.genDecl(f, d)
		case *ast.FuncDecl:
			p.funcDecl(f, d, src)
		}
	}
	p.files = append(p.files, f)
	return nil
}

// parseErrors are the errors of parsing a file, at their positions.
func (p *Package) parseErrors(err error) ErrorList {
	var errs ErrorList
	if list, ok := err.(scanner.ErrorList); ok {
		for _, e := range list {
			pos := e.Pos
			pos.Filename = p.u.Rel(pos.Filename)
			errs = append(errs, &Error{Pos: pos, Message: e.Msg})
		}
	}
	if len(errs) == 0 {
		errs = append(errs, &Error{Message: err.Error()})
	}
	return errs
}

// readComments indexes the comments of f by the line they end on, and
// notes the tags of ours and the marker lines.
func (p *Package) readComments(f *file, src []byte) {
	af := f.ast
	tf := p.u.Fset.File(af.FileStart)
	for _, cg := range af.Comments {
		f.comments[p.u.Fset.Position(cg.End()).Line] = cg
		for _, c := range cg.List {
			if !p.hasOurTags && mentions(c.Text, p.u.cfg.LintMarkers) {
				p.hasOurTags = true
			}
			if !strings.HasPrefix(c.Text, "//") {
				continue
			}
			text := strings.TrimLeft(c.Text[2:], " \t")
			if strings.HasPrefix(text, "+") && startsLine(src, tf.Offset(c.Slash)) {
				p.tagLines = append(p.tagLines, text)
			}
		}
	}
}

// readImports maps the local names of f's imports to import paths.
func (p *Package) readImports(f *file) {
	for _, is := range f.ast.Imports {
		path := strings.Trim(is.Path.Value, "\"`")
		if to, ok := p.Imports[path]; ok {
			path = to
		}
		local := ""
		if is.Name != nil {
			local = is.Name.Name
		} else if dep := p.u.pkg(path); dep != nil && dep.Name != "" {
			local = dep.Name
		} else {
			local = filepath.Base(path)
		}
		f.imports[local] = path
	}
}

// genDecl records the types and constants a declaration of f declares.
func (p *Package) genDecl(f *file, d *ast.GenDecl) {
	var values []ast.Expr
	var typ ast.Expr
	for si, s := range d.Specs {
		switch s := s.(type) {
		case *ast.TypeSpec:
			p.decls[s.Name.Name] = &typeDecl{spec: s, file: f}
		case *ast.ValueSpec:
			if d.Tok == token.VAR {
				for _, n := range s.Names {
					p.vars[n.Name] = true
				}
			}
			if d.Tok == token.CONST {
				if len(s.Values) > 0 || s.Type != nil {
					values, typ = s.Values, s.Type
				}
				for i, n := range s.Names {
					p.consts[n.Name] = &constDecl{values: values, index: i, iota: si, file: f, typ: typ, pos: n.Pos()}
				}
			}
		}
	}
}

// funcDecl records a function or method of f, dropping its body.
func (p *Package) funcDecl(f *file, d *ast.FuncDecl, src []byte) {
	if d.Recv == nil {
		if d.Type.TypeParams == nil {
			md := &methodDecl{decl: d, file: f}
			if strings.HasPrefix(d.Name.Name, "add") && d.Body != nil {
				tf := p.u.Fset.File(d.Body.Pos())
				md.body = string(src[tf.Offset(d.Body.Lbrace):tf.Offset(d.Body.Rbrace)])
			}
			p.funcs = append(p.funcs, md)
		}
		dropBody(d)
		return
	}
	dropBody(d)
	if len(d.Recv.List) != 1 {
		return
	}
	base := receiverBase(d.Recv.List[0].Type)
	if base != "" {
		p.methods[base] = append(p.methods[base], &methodDecl{decl: d, file: f})
	}
}

// dropBody drops a function's statements, which are never looked at, so
// they can be freed; the braces stay, so that the declaration keeps its
// extent (comments inside it are not the package's; see Files).
func dropBody(d *ast.FuncDecl) {
	if d.Body != nil {
		d.Body.List = nil
	}
}

// startsLine reports whether only blanks (or a byte order mark) come
// before offset on its line of src.
func startsLine(src []byte, offset int) bool {
	for i := offset - 1; i >= 0; i-- {
		switch src[i] {
		case '\n':
			return true
		case ' ', '\t', '\r', '\f', '\v':
		default:
			return i == 2 && bytes.HasPrefix(src, []byte("\uFEFF"))
		}
	}
	return true
}

func receiverBase(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return receiverBase(e.X)
	case *ast.ParenExpr:
		return receiverBase(e.X)
	case *ast.IndexExpr:
		return receiverBase(e.X)
	case *ast.IndexListExpr:
		return receiverBase(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}

func splitLines(s string) []string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		return nil
	}
	return lines
}

// worthParsing is worthParsing with the load's markers and keywords.
func (p *Package) worthParsing(name string, src []byte) bool {
	return worthParsing(name, src, p.u.cfg.TagMarkers, p.u.cfg.Keywords)
}
