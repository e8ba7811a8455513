package universe

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
)

// depGuess guesses, for prefetch, the directory of a package of another
// module than the main one, from the main module's go.mod: its require
// and replace directives, and vendor/ or the module cache. A guess may be
// wrong (another version selected, go env -w settings, a workspace):
// prefetch then reads a directory the load does not use, and the load
// reads the package itself, as before.
type depGuess struct {
	root   string
	vendor bool
	cache  string
	// dirs is each required module's directory, by module path.
	dirs map[string]string
}

// newDepGuess reads the go.mod of the main module in root.
func newDepGuess(root string, gomod []byte) *depGuess {
	g := &depGuess{root: root, dirs: map[string]string{}}
	flags := os.Getenv("GOFLAGS")
	if _, err := os.Stat(filepath.Join(root, "vendor", "modules.txt")); err == nil &&
		!strings.Contains(flags, "-mod=mod") && !strings.Contains(flags, "-mod=readonly") {
		g.vendor = true
		return g
	}
	g.cache = moduleCache()
	replaced := map[string]string{}
	for _, d := range goModDirectives(gomod) {
		switch {
		case d[0] == "require" && len(d) >= 3:
			if g.cache != "" {
				g.dirs[d[1]] = g.cacheDir(d[1], d[2])
			}
		case d[0] == "replace":
			old, new, ok := replacement(d[1:])
			if !ok {
				continue
			}
			switch {
			case len(new) == 1 && isLocalPath(new[0]):
				dir := filepath.FromSlash(new[0])
				if !filepath.IsAbs(dir) {
					dir = filepath.Join(root, dir)
				}
				replaced[old] = dir
			case len(new) == 2 && g.cache != "":
				replaced[old] = g.cacheDir(new[0], new[1])
			}
		}
	}
	for m, dir := range replaced {
		g.dirs[m] = dir
	}
	return g
}

// dir is the guessed directory of the package with import path p, "" if
// there is no guess.
func (g *depGuess) dir(p string) string {
	if g.vendor {
		return filepath.Join(g.root, "vendor", filepath.FromSlash(p))
	}
	for m := p; ; {
		if dir, ok := g.dirs[m]; ok {
			return filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(p[len(m):], "/")))
		}
		i := strings.LastIndexByte(m, '/')
		if i < 0 {
			return ""
		}
		m = m[:i]
	}
}

// cacheDir is the module cache's directory of module path at version.
func (g *depGuess) cacheDir(path, version string) string {
	return filepath.Join(g.cache, filepath.FromSlash(escapeModule(path))+"@"+escapeModule(version))
}

// moduleCache is the go command's module cache unless go env -w set it:
// GOMODCACHE, else pkg/mod in GOPATH's first entry, else in $HOME/go.
func moduleCache() string {
	if c := os.Getenv("GOMODCACHE"); c != "" {
		return c
	}
	if gp := filepath.SplitList(os.Getenv("GOPATH")); len(gp) > 0 && gp[0] != "" {
		return filepath.Join(gp[0], "pkg", "mod")
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, "go", "pkg", "mod")
	}
	return ""
}

// escapeModule is a module path or version as the module cache spells it:
// each upper-case letter as "!" and the letter in lower case.
func escapeModule(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsUpper(r) {
			b.WriteByte('!')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// goModDirectives returns go.mod's require and replace lines, each as its
// verb and its fields, block lines included ("require (" ... ")"), with
// comments removed and quoted fields unquoted.
func goModDirectives(gomod []byte) [][]string {
	var out [][]string
	block := ""
	sc := bufio.NewScanner(bytes.NewReader(gomod))
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "//")
		fields := strings.Fields(line)
		for i, f := range fields {
			if u, err := strconv.Unquote(f); err == nil {
				fields[i] = u
			}
		}
		switch {
		case len(fields) == 0:
		case block != "" && fields[0] == ")":
			block = ""
		case block != "":
			out = append(out, append([]string{block}, fields...))
		case (fields[0] == "require" || fields[0] == "replace") && len(fields) == 2 && fields[1] == "(":
			block = fields[0]
		case fields[0] == "require" || fields[0] == "replace":
			out = append(out, fields)
		}
	}
	return out
}

// replacement reads a replace directive's fields: "old [v] => new [v]".
func replacement(fields []string) (old string, new []string, ok bool) {
	for i, f := range fields {
		if f == "=>" && (i == 1 || i == 2) && len(fields)-i-1 >= 1 && len(fields)-i-1 <= 2 {
			return fields[0], fields[i+1:], true
		}
	}
	return "", nil, false
}

// isLocalPath reports whether a replacement names a directory.
func isLocalPath(p string) bool {
	return p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../") || filepath.IsAbs(p)
}

// isImportPath reports whether pattern p is a plain import path of a
// package outside the standard library (its first element has a dot).
func isImportPath(p string) bool {
	first, _, _ := strings.Cut(p, "/")
	return strings.Contains(first, ".") && !strings.Contains(p, "...") && !isLocalPath(p)
}
