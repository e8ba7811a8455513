package lint

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// Known are the tags of gvkgen's generators.
var Known = []string{
	"k8s:deepcopy-gen",
	"k8s:deepcopy-gen:interfaces",
	"k8s:deepcopy-gen:nonpointer-interfaces",
	"k8s:conversion-gen",
	"k8s:conversion-gen-external-types",
	"k8s:conversion-gen:explicit-from",
	"k8s:conversion-fn",
	"k8s:register-gen",
	"k8s:register-gen:install",
	"k8s:register-gen:version-priority",
	"k8s:register-gen:internal",
	"k8s:register-gen:scheme-funcs",
	"groupName",
}

// ours are the prefixes of our generators' tags: any other tag with one of
// them is unknown.
var ours = []string{"k8s:deepcopy", "k8s:conversion", "k8s:register"}

// packageTags are read only from doc.go.
var packageTags = map[string]bool{
	"k8s:conversion-gen-external-types": true,
	"k8s:register-gen:install":          true,
	"k8s:register-gen:version-priority": true,
	"k8s:register-gen:internal":         true,
	"k8s:register-gen:scheme-funcs":     true,
	"groupName":                         true,
}

// typeTags are read only from the two comment blocks above a type.
var typeTags = map[string]bool{
	"k8s:deepcopy-gen:interfaces":            true,
	"k8s:deepcopy-gen:nonpointer-interfaces": true,
	"k8s:conversion-gen:explicit-from":       true,
}

// Check returns a finding for every ignored tag in the packages, sorted by
// position.
func Check(pkgs []*universe.Package) universe.ErrorList {
	var out universe.ErrorList
	for _, p := range pkgs {
		hasDoc := p.DocFile != ""
		groups := p.CommentGroups()
		// Files with kubebuilder markers (groupversion_info.go) are
		// controller-gen's, which reads +groupName from any file's package
		// comment: their +groupName is not misplaced.
		kubebuilder := map[string]bool{}
		for _, g := range groups {
			for _, l := range g.Lines {
				if strings.HasPrefix(strings.TrimLeft(l.Text, " \t"), "+kubebuilder:") {
					kubebuilder[g.File] = true
				}
			}
		}
		for _, g := range groups {
			for _, l := range g.Lines {
				name, value, ok := tag(l.Text)
				if !ok {
					continue
				}
				if name == "groupName" && kubebuilder[g.File] {
					continue
				}
				if msg := check(name, value, g, hasDoc); msg != "" {
					out = append(out, &universe.Error{Pos: l.Pos, Msg: msg})
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Pos, out[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Line < b.Line
	})
	return out
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

func check(name, value string, g universe.CommentGroup, hasDoc bool) string {
	if !contains(Known, name) {
		if !isOurs(name) {
			return ""
		}
		msg := "unknown tag +" + name + "; it is ignored"
		if s := Suggest(name); s != "" {
			msg += "; did you mean +" + s + "?"
		}
		return msg
	}
	if g.DocGo {
		return ""
	}
	pkgLevel := packageTags[name] ||
		(name == "k8s:deepcopy-gen" && value == "package") ||
		(name == "k8s:conversion-gen" && value != "false") ||
		(name == "k8s:register-gen" && value != "false" && value != "true" && !strings.HasPrefix(g.Attached, "type "))
	if pkgLevel {
		where := "move it to the package's doc.go"
		if !hasDoc {
			where = "the package has no doc.go: create one and move it there"
		}
		return fmt.Sprintf("+%s is a package tag and is read only from doc.go; here it is ignored; %s", name, where)
	}
	switch {
	case g.Attached == "":
		return fmt.Sprintf("+%s is in a comment block that is not attached to a type or field, so it is ignored; put it in the comment directly above the type or field it is for (with no blank line between)", name)
	case name == "k8s:conversion-gen" && g.Second:
		return fmt.Sprintf("+%s=%s is in the second comment block above %s, which conversion-gen does not read; move it into the comment directly above the type", name, value, strings.TrimSuffix(g.Attached, " (second block)"))
	case typeTags[name] && !strings.HasPrefix(g.Attached, "type "):
		return fmt.Sprintf("+%s belongs above a type; on a %s it is ignored", name, strings.Fields(g.Attached)[0])
	}
	return ""
}

func isOurs(name string) bool {
	for _, p := range ours {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	// Misspellings of the prefixes themselves (k8s:depcopy-gen).
	for _, k := range Known {
		if k != "groupName" && distance(name, k) <= 2 {
			return true
		}
	}
	return strings.EqualFold(name, "groupName") || strings.EqualFold(name, "group-name")
}

// Suggest returns the known tag (with its "=") closest to name, or a
// sub-name written where a value belongs turned back into a value
// (+k8s:deepcopy-gen:false is +k8s:deepcopy-gen=false).
func Suggest(name string) string {
	best, bestD := "", len(name)
	for _, k := range Known {
		if d := distance(strings.ToLower(name), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	if best != "" && bestD <= 1+len(best)/8 {
		return best + "="
	}
	for _, k := range Known {
		if rest, ok := strings.CutPrefix(name, k+":"); ok && !strings.Contains(rest, ":") {
			return k + "=" + rest
		}
	}
	return ""
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
