package prerelease

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gvk-dev/gvkgen/generators/tags"
)

// The comment tags this generator reads.
const (
	toolName       = "prerelease-lifecycle-gen"
	tagName        = "k8s:prerelease-lifecycle-gen"
	tagIntroduced  = tagName + ":introduced"
	tagDeprecated  = tagName + ":deprecated"
	tagRemoved     = tagName + ":removed"
	tagReplacement = tagName + ":replacement"
)

// Tags are the comment tags prerelease-lifecycle-gen reads.
var Tags = []tags.Def{
	{Name: tagName, Values: "true | false", Places: tags.Package, Tool: toolName,
		Doc: "`true`: every exported struct of the package that embeds `TypeMeta` gets lifecycle methods, and needs `:introduced`"},
	{Name: tagIntroduced, Values: "<major>.<minor>", Places: tags.Type, Tool: toolName,
		Doc: "the release the type was introduced in, e.g. `1.30`: `APILifecycleIntroduced`; required on every API type of a target package"},
	{Name: tagDeprecated, Values: "<major>.<minor>", Places: tags.Type, Tool: toolName,
		Doc: "the release it is deprecated in: `APILifecycleDeprecated` (default: `:introduced` plus three minor releases, written for a prerelease version (not `v<N>`) only)"},
	{Name: tagRemoved, Values: "<major>.<minor>", Places: tags.Type, Tool: toolName,
		Doc: "the release it is no longer served in: `APILifecycleRemoved` (default: the deprecation plus three minor releases, written for a prerelease version only)"},
	{Name: tagReplacement, Values: "<group>,<version>,<kind>", Places: tags.Type, Tool: toolName,
		Doc: "the kind to use instead, e.g. `apps,v1,Deployment` (the core group is empty: `,v1,Pod`): `APILifecycleReplacement`"},
}

// The readers of the tags, by their definitions. A repeated package tag
// counts once (upstream enables the package); a repeated type tag is an
// error, as upstream's is.
var (
	enabledTag     = tags.Bool(Tags, tagName).FirstWins()
	versionTags    = map[string]tags.Tag[Version]{tagIntroduced: versionTag(tagIntroduced), tagDeprecated: versionTag(tagDeprecated), tagRemoved: versionTag(tagRemoved)}
	replacementTag = tags.New(Tags, tagReplacement, parseGVK)
)

// Version is a Kubernetes release, major.minor.
type Version struct{ Major, Minor int }

// plus3 returns v three minor releases later, upstream's policy between
// introduction, deprecation and removal.
func (v Version) plus3() Version { return Version{v.Major, v.Minor + 3} }

func (v Version) String() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// before reports whether v is an earlier release than w.
func (v Version) before(w Version) bool {
	return v.Major < w.Major || v.Major == w.Major && v.Minor < w.Minor
}

// GVK is a replacement's group, version and kind.
type GVK struct{ Group, Version, Kind string }

func versionTag(name string) tags.Tag[Version] {
	return tags.New(Tags, name, func(raw string) (Version, string) { return parseVersion(name, raw) })
}

// numbers finds the numbers in a malformed version, for a suggestion.
var numbers = regexp.MustCompile(`[0-9]+`)

// parseVersion reads a version as upstream does: the value up to its
// first comma (what follows may only be empty), two dot-separated parts,
// each a 32-bit integer.
func parseVersion(name, raw string) (Version, string) {
	value, rest, _ := strings.Cut(raw, ",")
	for _, p := range strings.Split(rest, ",") {
		if k, _, _ := strings.Cut(p, "="); k != "" {
			return Version{}, fmt.Sprintf("+%s=%s: unsupported parameter %q after the version; write +%s=%s", name, raw, p, name, value)
		}
	}
	if value == "" {
		return Version{}, fmt.Sprintf("+%s has no version; write +%s=<major>.<minor>, e.g. =1.30", name, name)
	}
	major, minor, ok := strings.Cut(value, ".")
	x, errX := strconv.ParseInt(major, 10, 32)
	y, errY := strconv.ParseInt(minor, 10, 32)
	if !ok || strings.Contains(minor, ".") || major == "" || minor == "" || errX != nil || errY != nil {
		fix := "<major>.<minor>, e.g. =1.30"
		if n := numbers.FindAllString(value, -1); len(n) >= 2 {
			fix = n[0] + "." + n[1]
			return Version{}, fmt.Sprintf("+%s=%s: a version is <major>.<minor>, two numbers; did you mean +%s=%s?", name, raw, name, fix)
		}
		return Version{}, fmt.Sprintf("+%s=%s: a version is <major>.<minor>, two numbers; write +%s=%s", name, raw, name, fix)
	}
	return Version{int(x), int(y)}, ""
}

// parseGVK reads a replacement as upstream does, with its checks, and
// refuses text that upstream would copy into a Go string literal that does
// not compile.
func parseGVK(raw string) (GVK, string) {
	parts := strings.Split(raw, ",")
	if len(parts) != 3 || parts[1] == "" || parts[2] == "" {
		return GVK{}, fmt.Sprintf("+%s=%s: want <group>,<version>,<kind>, e.g. =apps,v1,Deployment (an empty group is the core group: =,v1,Pod)", tagReplacement, raw)
	}
	g := GVK{parts[0], parts[1], parts[2]}
	for _, p := range parts {
		if i := strings.IndexFunc(p, func(r rune) bool { return r == '"' || r == '\\' || !strconv.IsPrint(r) }); i >= 0 || !utf8.ValidString(p) {
			return GVK{}, fmt.Sprintf("+%s=%s: %q is not allowed in a group, version or kind (upstream writes it into a Go string that does not compile); remove it", tagReplacement, raw, badRune(p, i))
		}
	}
	switch {
	case strings.ToLower(g.Group) != g.Group:
		return GVK{}, fmt.Sprintf("+%s=%s: the group must be lower-case; write =%s,%s,%s", tagReplacement, raw, strings.ToLower(g.Group), g.Version, g.Kind)
	case !strings.HasPrefix(g.Version, "v") || strings.ToLower(g.Version) != g.Version:
		v := strings.ToLower(g.Version)
		if !strings.HasPrefix(v, "v") {
			v = "v" + v
		}
		return GVK{}, fmt.Sprintf("+%s=%s: the version must start with \"v\" and be lower-case; did you mean =%s,%s,%s?", tagReplacement, raw, g.Group, v, g.Kind)
	case strings.ToUpper(g.Kind[:1]) != g.Kind[:1]:
		r, n := utf8.DecodeRuneInString(g.Kind)
		return GVK{}, fmt.Sprintf("+%s=%s: the kind must start with an upper-case letter; did you mean =%s,%s,%s?", tagReplacement, raw, g.Group, g.Version, string(unicode.ToUpper(r))+g.Kind[n:])
	}
	return g, ""
}

// badRune is the character at i of s, or s itself when it is not valid
// UTF-8.
func badRune(s string, i int) string {
	if i < 0 {
		return s
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return string(r)
}
