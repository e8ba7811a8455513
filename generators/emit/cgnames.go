package emit

import (
	"path"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// cgNames names imports the way controller-gen's object generator does,
// so its output is byte-identical: the first package to ask for a name
// gets the last path element (leading digits dropped, other characters
// than letters, digits and _ made _), later ones are prefixed with more of
// their path; a one-element path gets an x (time is timex). The package's
// own name is never given out. Names depend on the order of requests.
type cgNames struct {
	byPath map[string]string
	byName map[string]string
	// bare says which paths the package imports under their own name:
	// those are written without a name when it is theirs.
	direct func(path string) (name string, ok bool)
}

// newCGNames starts naming imports for a file of a package named
// pkgName; direct returns the name of a package that the package imports
// directly (ok false for the others).
func newCGNames(pkgName string, direct func(path string) (string, bool)) *cgNames {
	return &cgNames{byPath: map[string]string{}, byName: map[string]string{pkgName: ""}, direct: direct}
}

// reserve keeps names from being given to imports (see File.Reserve).
func (im *cgNames) reserve(names ...string) {
	for _, n := range names {
		if _, taken := im.byName[n]; !taken {
			im.byName[n] = ""
		}
	}
}

// bare is not supported in controller-gen's style, whose imports are bare
// when the package imports them so (see NewControllerGenFile).
func (im *cgNames) bare(string) {}

// alias names the package at p name (see File.ImportAs).
func (im *cgNames) alias(p, name string) {
	if _, ok := im.byPath[p]; !ok {
		im.byName[name] = p
		im.byPath[p] = name
	}
}

// add returns the name of the package at p, naming it if it is new, and
// the path it is imported by (a vendored package's without the prefix up
// to /vendor/).
func (im *cgNames) add(p string) (string, string) {
	if i := strings.LastIndex(p, "/vendor/"); i >= 0 {
		p = p[i+len("/vendor/"):]
	}
	if n, ok := im.byPath[p]; ok {
		return n, p
	}
	rest, word := path.Split(p)
	name := ""
	for other, taken := "", true; taken && other != p; other, taken = im.byName[name] {
		if rest == "" {
			name += "x"
		}
		for r, size := utf8.DecodeRuneInString(word); unicode.IsDigit(r); r, size = utf8.DecodeRuneInString(word) {
			word = word[size:]
		}
		word = strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
				return r
			}
			return '_'
		}, word)
		name = word + name
		if rest != "" {
			rest, word = path.Split(rest[:len(rest)-1])
		}
	}
	im.byPath[p] = name
	im.byName[name] = p
	return name, p
}

// list returns the imports ordered by path; an import is Bare when the
// package imports it directly under the same name.
func (im *cgNames) list() []Import {
	out := []Import{}
	for p, n := range im.byPath {
		own, ok := im.direct(p)
		out = append(out, Import{Name: n, Path: p, Bare: ok && own == n})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}
