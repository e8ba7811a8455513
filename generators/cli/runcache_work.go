package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// layout is where the go command finds the modules of a run: the main
// module of go.mod, and in a workspace every module go.work uses. The run
// cache stamps the files of every package loaded from them, their go.mod
// and go.sum, and (in a workspace) go.work and go.work.sum.
type layout struct {
	// mods are the main modules' directories.
	mods []string
}

// contains reports whether dir is in one of the main modules' trees.
func (l layout) contains(dir string) bool {
	for _, m := range l.mods {
		if within(dir, m) {
			return true
		}
	}
	return false
}

// stampModule records how the go command finds the main modules from
// cwd: go.mod in cwd and each directory above, up to the first one there
// (beside it, go.sum and vendor/modules.txt); the workspace file, go.work
// in cwd or a directory above (every one looked at) or the one GOWORK
// names, with go.work.sum and the workspace's vendor/modules.txt, and the
// go.mod and go.sum of every module it uses; and the go.mod and go.sum of
// every directory a replace of those names. Recording more than the go
// command reads is never wrong, so both a module and a workspace are
// recorded when both are found. It reports false when the run cannot be
// keyed: neither a module nor a workspace, a workspace file it cannot
// read, GOFLAGS naming another go.mod (-modfile) or files in place of
// others (-overlay), or a GOWORK that is not
// an absolute path.
func stampModule(ss *stampSet, cwd string) (layout, bool) {
	if goflags := os.Getenv("GOFLAGS"); strings.Contains(goflags, "-modfile") || strings.Contains(goflags, "-overlay") {
		return layout{}, false
	}
	var l layout
	for dir := cwd; ; dir = filepath.Dir(dir) {
		ss.add(filepath.Join(dir, "go.mod"))
		if isFile(filepath.Join(dir, "go.mod")) {
			l.mods = append(l.mods, dir)
			break
		}
		if filepath.Dir(dir) == dir {
			break
		}
	}
	work, ok := findWork(ss, cwd)
	if !ok {
		return layout{}, false
	}
	if work != "" {
		uses, replaced, ok := readModFile(work)
		if !ok {
			return layout{}, false
		}
		dir := filepath.Dir(work)
		ss.add(work, work+".sum", strings.TrimSuffix(work, ".work")+".work.sum", filepath.Join(dir, "vendor"), filepath.Join(dir, "vendor", "modules.txt"))
		l.mods = append(l.mods, uses...)
		stampModFiles(ss, replaced)
	}
	if len(l.mods) == 0 {
		return layout{}, false
	}
	for _, m := range l.mods {
		ss.add(filepath.Join(m, "vendor"), filepath.Join(m, "vendor", "modules.txt"))
	}
	if !stampModFiles(ss, l.mods) {
		return layout{}, false
	}
	return l, true
}

// stampModFiles records the go.mod and go.sum of every module directory
// of mods, and those of every directory a replace in their go.mod names;
// false when a go.mod there cannot be read as one.
func stampModFiles(ss *stampSet, mods []string) bool {
	for _, m := range mods {
		gomod := filepath.Join(m, "go.mod")
		ss.add(m, gomod, filepath.Join(m, "go.sum"))
		if !isFile(gomod) {
			continue // the go command says so: the run is not kept
		}
		_, replaced, ok := readModFile(gomod)
		if !ok {
			return false
		}
		for _, r := range replaced {
			ss.add(r, filepath.Join(r, "go.mod"), filepath.Join(r, "go.sum"))
		}
	}
	return true
}

// findWork returns the workspace file the go command uses from cwd, "" for
// none, recording every go.work looked for (when GOWORK is unset or auto:
// in cwd and every directory above, up to the first one found).
func findWork(ss *stampSet, cwd string) (string, bool) {
	switch w := os.Getenv("GOWORK"); w {
	case "off":
		return "", true
	case "", "auto":
		for dir := cwd; ; dir = filepath.Dir(dir) {
			p := filepath.Join(dir, "go.work")
			ss.add(p)
			if isFile(p) {
				return p, true
			}
			if filepath.Dir(dir) == dir {
				return "", true
			}
		}
	default:
		return w, filepath.IsAbs(w)
	}
}

// readModFile reads a go.mod or go.work file: the directories its use
// directives name and those its replace directives replace modules by,
// absolute. It reports false when the file cannot be read, or a line
// cannot be split as the go command splits it.
func readModFile(path string) (uses, replaced []string, ok bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, false
	}
	dir := filepath.Dir(path)
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return filepath.Clean(p)
		}
		return filepath.Join(dir, p)
	}
	block := ""
	for _, l := range strings.Split(string(data), "\n") {
		toks, ok := modTokens(l)
		if !ok {
			return nil, nil, false
		}
		verb, args := block, toks
		switch {
		case len(toks) == 0:
			continue
		case block != "" && toks[0] == ")":
			block = ""
			continue
		case block == "" && len(toks) > 1 && toks[1] == "(":
			block = toks[0]
			continue
		case block == "":
			verb, args = toks[0], toks[1:]
		}
		switch verb {
		case "use":
			if len(args) != 1 {
				return nil, nil, false
			}
			uses = append(uses, abs(args[0]))
		case "replace":
			i := indexOf(args, "=>")
			if i < 0 {
				return nil, nil, false
			}
			if to := args[i+1:]; len(to) == 1 {
				replaced = append(replaced, abs(to[0]))
			}
		}
	}
	return uses, replaced, block == ""
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// modTokens splits a line of a go.mod or go.work file into its tokens:
// words, quoted strings (unquoted), "(", ")" and "=>", up to a comment.
// A quoted parenthesis, which could be read as a block's, is refused.
func modTokens(l string) ([]string, bool) {
	var out []string
	for {
		l = strings.TrimLeft(l, " \t\r")
		switch {
		case l == "" || strings.HasPrefix(l, "//"):
			return out, true
		case l[0] == '(' || l[0] == ')':
			out, l = append(out, l[:1]), l[1:]
		case l[0] == '"' || l[0] == '`':
			end := closingQuote(l)
			if end < 0 {
				return nil, false
			}
			s, err := strconv.Unquote(l[:end+1])
			if err != nil || s == "(" || s == ")" {
				return nil, false
			}
			out, l = append(out, s), l[end+1:]
		default:
			end := strings.IndexAny(l, " \t\r\"`()")
			if end < 0 {
				end = len(l)
			}
			out, l = append(out, l[:end]), l[end:]
		}
	}
}

// closingQuote is the index of the quote that closes the string l starts
// with, -1 if none.
func closingQuote(l string) int {
	for i := 1; i < len(l); i++ {
		switch {
		case l[i] == l[0]:
			return i
		case l[i] == '\\' && l[0] == '"':
			i++
		}
	}
	return -1
}
