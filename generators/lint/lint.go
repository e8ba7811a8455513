package lint

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Finding is a tag that no generator will read where it is written: a
// warning whose Code is UnknownTag (no generator defines the tag, a
// misspelling most likely) or IgnoredTag (one of theirs, where it is not
// read), whose Tag is the tag's name, without "+" ("k8s:deepcopy-gen"),
// and whose End is the end of that name. When lint has a replacement for
// the name (a "did you mean", or how controller-gen reads a marker), the
// fix's one edit writes it: a tag name ("k8s:deepcopy-gen"), or with the
// value a sub-name was written for ("k8s:deepcopy-gen=true" for
// +k8s:deepcopy-gen:true).
type Finding = diag.Diagnostic

// The codes of findings.
const (
	UnknownTag = "unknown-tag"
	IgnoredTag = "ignored-tag"
)

// unknownFix is what to do about an unknown tag.
const unknownFix = "correct the tag; if it is another generator's, name it with --allow-tags"

// Check returns a finding for every ignored tag in the packages, sorted by
// position. defs are the tags of the generators (the union over them): a
// tag is checked against its definitions; an unknown tag is flagged when it
// looks like one of them (see isOurs), unless it is another generator's:
// one of Foreign, or of allow (see Allows).
func Check(defs []tags.Def, pkgs []*universe.Package, allow ...string) []*Finding {
	// The packages are checked on every processor, each worker with an
	// index of its own (its memo is not shared), and their findings
	// joined in the packages' order: the drivers lint beside the syntax
	// check, and one goroutine over k8s.io/api's 60 packages was the
	// longer of the two.
	per := make([][]*Finding, len(pkgs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(pkgs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ix := newIndex(defs, allow)
			for i := range next {
				per[i] = ix.checkGroups(pkgs[i].CommentGroups(), pkgs[i].DocFile != "")
			}
		}()
	}
	for i := range pkgs {
		next <- i
	}
	close(next)
	wg.Wait()
	out := slices.Concat(per...)
	sortFindings(out)
	return out
}

// CheckFiles is Check over one package's files as a driver that parsed
// them with fset (and their comments) has them, go/analysis's: the same
// rules and messages, file names as fset has them. The package has a
// doc.go when one of files is named so.
func CheckFiles(defs []tags.Def, fset *token.FileSet, files []*ast.File, allow ...string) []*Finding {
	var groups []universe.CommentGroup
	hasDoc := false
	for _, f := range files {
		g := universe.FileCommentGroups(fset, f)
		groups = append(groups, g...)
		hasDoc = hasDoc || filepath.Base(fset.File(f.FileStart).Name()) == "doc.go"
	}
	out := newIndex(defs, allow).checkGroups(groups, hasDoc)
	sortFindings(out)
	return out
}

// checkGroups returns the findings of one package's comment blocks;
// hasDoc says whether the package has a doc.go.
func (ix *index) checkGroups(groups []universe.CommentGroup, hasDoc bool) []*Finding {
	// Files with controller-gen markers (+kubebuilder:, in
	// groupversion_info.go) are controller-gen's, which reads +groupName
	// from any file's package comment: their +groupName is not misplaced.
	kubebuilder := map[string]bool{}
	for _, g := range groups {
		for _, l := range g.Lines {
			text := strings.TrimLeft(l.Text, " \t")
			if slices.ContainsFunc(ix.markerNS, func(ns string) bool { return strings.HasPrefix(text, "+"+ns) }) {
				kubebuilder[g.File] = true
			}
		}
	}
	var out []*Finding
	for _, g := range groups {
		for _, l := range g.Lines {
			name, value, ok := tag(l.Text)
			if !ok {
				continue
			}
			if base, args := tags.ArgsName(ix.defs, name); args {
				name = base // +name:arg=value,... is the marker name's
			}
			if name == "groupName" && kubebuilder[g.File] {
				continue
			}
			if msg := ix.check(name, value, g, hasDoc); msg != "" {
				out = append(out, ix.finding(l, name, msg))
			}
		}
	}
	return out
}

// finding is the finding msg about the tag name on line l.
func (ix *index) finding(l universe.CommentLine, name, msg string) *Finding {
	start := len(l.Text) - len(strings.TrimLeft(l.Text, " \t")) + 1
	f := &Finding{Pos: l.Pos, End: l.At(start + len(name)), Severity: diag.Warning, Message: msg, Code: IgnoredTag, Tag: name}
	replace := ""
	switch base := ix.markerBase(name); {
	case ix.byName[name]:
	case base != "":
		replace = base + "="
	default:
		f.Code, f.Fix.Message = UnknownTag, unknownFix
		replace = ix.suggest(name)
	}
	fix, value, _ := strings.Cut(replace, "=")
	// A value the fix moves out of the name (+k8s:deepcopy-gen:true) must
	// not meet one already written (+k8s:deepcopy-gen:true=false).
	if fix != "" && (value == "" || !strings.HasPrefix(l.Text[start+len(name):], "=")) {
		f.Fix.Edits = []diag.Edit{{Pos: l.At(start), End: f.End, NewText: strings.TrimSuffix(replace, "=")}}
	}
	return f
}

// sortFindings sorts findings by file and line, keeping the order of
// those on one line.
func sortFindings(out []*Finding) {
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Pos, out[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Line < b.Line
	})
}

// tag splits a comment line "+name=value" into its parts.
func tag(line string) (name, value string, ok bool) {
	l := strings.TrimLeft(line, " \t")
	if !strings.HasPrefix(l, "+") {
		return "", "", false
	}
	l = l[1:]
	end := strings.IndexAny(l, "=( \t")
	if end < 0 {
		return l, "", l != ""
	}
	name = l[:end]
	if l[end] == '=' {
		value = strings.TrimSpace(l[end+1:])
	}
	return name, value, name != ""
}

// index is the definitions looked up by name.
type index struct {
	defs []tags.Def
	// names are the distinct tag names, in order of definition.
	names  []string
	byName map[string]bool
	// prefixes are the namespaces of our tags, "k8s:deepcopy" for
	// "k8s:deepcopy-gen:interfaces": any other tag with one of them is an
	// unknown tag of ours.
	prefixes []string
	// ours memoizes isOurs: a tree repeats the same few tag names
	// (+optional, +listType) thousands of times.
	ours map[string]bool
	// foreign are Foreign and the tags allowed, but those defs define.
	foreign []string
	// shared are Foreign's namespaces in which defs define tags
	// (kubebuilder:* and kubebuilder:object:*): there, near misses of
	// ours are ours.
	shared []string
	// own are the namespaces of definitions with OwnNamespace
	// ("gvkgen:"): every tag there is ours, known or not.
	own []string
	// markerNS are the namespaces of controller-gen's markers
	// ("kubebuilder:", of definitions with Marker).
	markerNS []string
	// maxName is the length of the longest name: suggest's search is
	// bounded by it.
	maxName int
	// work counts the cells of edit distance suggest computed, for the
	// test of its bound.
	work int
}

func newIndex(defs []tags.Def, allow []string) *index {
	ix := &index{defs: defs, names: tags.Names(defs), byName: map[string]bool{}, ours: map[string]bool{}}
	for _, n := range ix.names {
		ix.byName[n] = true
		ix.maxName = max(ix.maxName, len(n))
		if p := prefix(n); p != "" && !slices.Contains(ix.prefixes, p) {
			ix.prefixes = append(ix.prefixes, p)
		}
	}
	for _, d := range defs {
		ns, _, ok := strings.Cut(d.Name, ":")
		if ns += ":"; ok && d.OwnNamespace && !slices.Contains(ix.own, ns) {
			ix.own = append(ix.own, ns)
		}
		if ok && d.Marker && !slices.Contains(ix.markerNS, ns) {
			ix.markerNS = append(ix.markerNS, ns)
		}
	}
	for _, f := range slices.Concat(Foreign, allow) {
		if f = strings.TrimPrefix(f, "+"); f != "" && !ix.byName[f] {
			ix.foreign = append(ix.foreign, f)
		}
	}
	for _, f := range Foreign {
		pre, wild := strings.CutSuffix(f, "*")
		if wild && slices.ContainsFunc(ix.names, func(n string) bool { return strings.HasPrefix(n, pre) }) {
			ix.shared = append(ix.shared, f)
		}
	}
	return ix
}

// prefix returns the namespace and first word of a namespaced tag name
// ("k8s:conversion" for "k8s:conversion-gen-external-types"), "" for a
// name without a namespace (groupName).
func prefix(name string) string {
	ns, rest, ok := strings.Cut(name, ":")
	if !ok || ns == "" || rest == "" {
		return ""
	}
	if i := strings.IndexAny(rest, "-:"); i > 0 {
		rest = rest[:i]
	}
	return ns + ":" + rest
}

// placeOf returns where a comment block attached to what (see
// universe.CommentGroup.Attached) is read; 0 for a detached block or one
// above another declaration.
func placeOf(what string) tags.Place {
	switch {
	case what == "package":
		return tags.Package
	case strings.HasPrefix(what, "type "):
		return tags.Type
	case strings.HasPrefix(what, "field "):
		return tags.Field
	case strings.HasPrefix(what, "func "):
		return tags.Func
	}
	return 0
}

func (ix *index) check(name, value string, g universe.CommentGroup, hasDoc bool) string {
	if !ix.byName[name] {
		return ix.unknown(name, value)
	}
	if g.DocGo {
		return ""
	}
	var places tags.Place
	closest, tool, anyFile := false, "", false
	for _, d := range tags.Select(ix.defs, name, value) {
		places |= d.Places
		anyFile = anyFile || (d.AnyFile && d.Places&tags.Package != 0)
		if d.ClosestOnly && d.Places&tags.Type != 0 {
			closest, tool = true, d.Tool
		}
	}
	at := placeOf(g.Attached)
	if anyFile && (at == 0 || at == tags.Package || at == tags.Type && g.Second) {
		// controller-gen reads package markers from any free block, and
		// from the block above a declaration that is not its doc comment.
		return ""
	}
	if anyFile && places == tags.Package {
		return fmt.Sprintf("+%s is in the doc comment of %s, where controller-gen does not read it; separate it from the doc comment with a blank line, or move it to a free comment block", name, strings.TrimSuffix(g.Attached, " (second block)"))
	}
	if at != 0 && at != tags.Package && places&at != 0 {
		if at == tags.Type && g.Second && closest {
			return fmt.Sprintf("+%s=%s is in the second comment block above %s, which %s does not read; move it into the comment directly above the type", name, value, strings.TrimSuffix(g.Attached, " (second block)"), tool)
		}
		return ""
	}
	if places&tags.Package != 0 && (places == tags.Package || at == tags.Package) {
		where := "move it to the package's doc.go"
		if !hasDoc {
			where = "the package has no doc.go: create one and move it there"
		}
		return fmt.Sprintf("+%s is a package tag and is read only from doc.go; here it is ignored; %s", name, where)
	}
	others := places &^ tags.Package
	switch {
	case others == 0:
		return ""
	case g.Attached == "" && commentedOut(g):
		// The tag is a commented-out field's, ignored with it on purpose.
		return ""
	case g.Attached == "":
		block := "type or field"
		if others&^(tags.Type|tags.Field) != 0 {
			block = others.String()
		}
		return fmt.Sprintf("+%s is in a comment block that is not attached to a %s, so it is ignored; put it in the comment directly above the %s it is for (with no blank line between)", name, block, others)
	}
	in := "above a " + others.String()
	if places&tags.Package != 0 {
		in = "in doc.go or " + in
	}
	return fmt.Sprintf("+%s belongs %s; on a %s it is ignored", name, in, strings.Fields(g.Attached)[0])
}

// fieldLine matches a commented-out struct field: an exported name, a type
// and a struct tag (`// Limit *int32 `json:"limit,omitempty"“).
var fieldLine = regexp.MustCompile(`^\s*[A-Z]\w*\s+[\[\]*]*(map\[[^\]]+\][\[\]*]*)?[A-Za-z_][\w.]*\s+` + "`" + `[a-z]+:"[^` + "`" + `]*` + "`" + `\s*$`)

// commentedOut reports whether the block holds a commented-out struct
// field (k8s.io/api keeps retired fields so, with their tags above them).
func commentedOut(g universe.CommentGroup) bool {
	return slices.ContainsFunc(g.Lines, func(l universe.CommentLine) bool { return fieldLine.MatchString(l.Text) })
}

// unknown is the finding for a tag no definition names: none when it does
// not look like one of ours.
func (ix *index) unknown(name, value string) string {
	if !ix.isOurs(name) {
		return ""
	}
	if d, ok := ix.marker(name); ok {
		base := d.Name
		return fmt.Sprintf("+%s=%s is read by %s as +%s=%s (it drops what follows the marker's name); write +%s=%s", name, value, d.Tool, base, value, base, value)
	}
	msg := "unknown tag +" + name + "; it is ignored"
	if s := ix.suggest(name); s != "" {
		msg += "; did you mean +" + s + "?"
	}
	return msg
}

// markerBase returns the defined controller-gen marker name is an argument
// form of ("kubebuilder:object:generate" for
// "kubebuilder:object:generate:" or "kubebuilder:object:generate:foo"):
// controller-gen reads those as the marker itself, so they are not
// ignored. It returns "" for any other name.
func (ix *index) markerBase(name string) string {
	d, _ := ix.marker(name)
	return d.Name
}

// marker returns the definition of the marker name is an argument form of
// (see markerBase).
func (ix *index) marker(name string) (tags.Def, bool) {
	for _, d := range ix.defs {
		if d.Marker && strings.HasPrefix(name, d.Name+":") {
			return d, true
		}
	}
	return tags.Def{}, false
}

// isOurs reports whether an unknown tag looks like one of ours: it is in
// an own namespace (gvkgen:), has the prefix of one, is a misspelling of a namespaced one (k8s:depcopy-gen), or
// differs from another only in case and dashes (GroupName, group-name).
func (ix *index) isOurs(name string) bool {
	ours, seen := ix.ours[name]
	if !seen {
		ours = ix.looksOurs(name)
		ix.ours[name] = ours
	}
	return ours
}

func (ix *index) looksOurs(name string) bool {
	if Allows(ix.foreign, name) && !ix.wildcardOnly(name) {
		return false
	}
	for _, ns := range ix.own {
		if rest, ok := strings.CutPrefix(name, ns); ok && rest != "" {
			return true
		}
	}
	for _, p := range ix.prefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	if Allows(ix.foreign, name) {
		// Another tool's namespace (kubebuilder:*) that we share
		// (kubebuilder:object:*): only near misses of ours are ours.
		for _, k := range ix.names {
			if prefix(k) != "" && abs(len(name)-len(k)) <= 2 && Distance(name, k) <= 2 {
				return true
			}
		}
		return false
	}
	plain := strings.NewReplacer("-", "", "_", "").Replace(name)
	for _, k := range ix.names {
		// Two edits change the length by two at most: skip distance
		// (quadratic) for names that cannot be that close.
		if prefix(k) != "" && abs(len(name)-len(k)) <= 2 && Distance(name, k) <= 2 {
			return true
		}
		if prefix(k) == "" && strings.EqualFold(plain, k) {
			return true
		}
		// One edit from a long plain name (+optinal, +listTyp).
		if prefix(k) == "" && len(k) >= 6 && abs(len(name)-len(k)) <= 1 && Distance(name, k) == 1 {
			return true
		}
	}
	return false
}

// wildcardOnly reports whether only shared namespaces of the foreign tags
// name the tag.
func (ix *index) wildcardOnly(name string) bool {
	for _, f := range ix.foreign {
		if !slices.Contains(ix.shared, f) && Allows([]string{f}, name) {
			return false
		}
	}
	return true
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
