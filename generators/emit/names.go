package emit

import (
	"go/token"
	"maps"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/universe"
)

// k8sNames assigns local names to imported packages the way
// k8s.io/code-generator does, so output is byte-identical: a package is
// named by its last path element, or by more of its path joined together
// ("metav1", "corev1") when that name is taken or equals the output
// package's own name. Names depend on the order packages are first added.
type k8sNames struct {
	local     string
	localLeaf string
	byPath    map[string]string
	byName    map[string]string
	// bares are the imports written without a name (File.ImportBare).
	bares map[string]bool
}

func newK8sNames(localPath string) *k8sNames {
	return &k8sNames{local: localPath, localLeaf: path.Base(localPath), byPath: map[string]string{}, byName: map[string]string{}}
}

// reserve keeps names from being given to imports (see File.Reserve).
func (im *k8sNames) reserve(names ...string) {
	for _, n := range names {
		if _, taken := im.byName[n]; !taken {
			im.byName[n] = ""
		}
	}
}

// bare writes the import of p without a name (see File.ImportBare).
func (im *k8sNames) bare(p string) {
	if im.bares == nil {
		im.bares = map[string]bool{}
	}
	im.bares[p] = true
}

// alias names the package at p name (see File.ImportAs).
func (im *k8sNames) alias(p, name string) {
	if _, ok := im.byPath[p]; !ok {
		im.byName[name] = p
		im.byPath[p] = name
	}
}

// dropPunct and publicPunct are the replacers of add and PublicName, made
// once: building one per call was 0.03 s of an applyconfiguration-gen run
// on client-go. A strings.Replacer is safe for concurrent use.
var (
	dropPunct   = strings.NewReplacer("_", "", ".", "", "-", "")
	publicPunct = strings.NewReplacer("-", "_", ".", "")
)

// add names the package at p, if it is not named yet, and returns its
// local name ("" for the output package itself) and its path.
func (im *k8sNames) add(p string) (string, string) {
	if p == im.local || p == "" {
		return "", p
	}
	if n, ok := im.byPath[p]; ok {
		return n, p
	}
	dirs := strings.Split(p, "/")
	for i := len(dirs) - 1; i >= 0; i-- {
		name := strings.Join(dirs[i:], "")
		name = dropPunct.Replace(name)
		if _, taken := im.byName[name]; taken || name == im.localLeaf {
			continue
		}
		if token.Lookup(name).IsKeyword() {
			name = "_" + name
		}
		im.byName[name] = p
		im.byPath[p] = name
		return name, p
	}
	// Every suffix of the path is taken: only possible with paths that are
	// suffixes of each other all the way down. Fall back to a numbered name.
	for i := 2; ; i++ {
		name := path.Base(p) + strings.Repeat("x", i)
		if _, taken := im.byName[name]; !taken {
			im.byName[name] = p
			im.byPath[p] = name
			return name, p
		}
	}
}

func (im *k8sNames) rename(p string) { renameIn(im.byPath, im.byName, p) }

func (im *cgNames) rename(p string) { renameIn(im.byPath, im.byName, p) }

// renameIn gives the package at p of byPath a new name, its old one with
// the first number that byName does not hold (len1), in both maps.
func renameIn(byPath, byName map[string]string, p string) {
	old, ok := byPath[p]
	if !ok {
		return
	}
	for i := 1; ; i++ {
		name := old + strconv.Itoa(i)
		if _, taken := byName[name]; !taken {
			byName[name], byPath[p] = p, name
			return
		}
	}
}

// Import is one line of an import block.
type Import struct {
	Name string
	Path string
	// Bare is written without its name (controller-gen's style; see
	// File.OneGroup).
	Bare bool
}

// list returns the imports, ordered by path.
func (im *k8sNames) list() []Import {
	var out []Import
	for p, n := range im.byPath {
		out = append(out, Import{Name: n, Path: p, Bare: im.bares[p]})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// PublicName names a type the way conversion function names spell it:
// the last element of its package path and its name, joined by "_"
// (v1_Pod), and for unnamed types a description (Slice_string,
// Map_string_To_Pointer_int32). This is upstream's conversion namer.
func PublicName(t *universe.Type) string {
	if t.Name.Package != "" {
		dirs := strings.Split(t.Name.Package, "/")
		last := publicPunct.Replace(dirs[len(dirs)-1])
		return last + "_" + t.Name.Name
	}
	switch t.Kind {
	case universe.Map:
		return "Map_" + PublicName(t.Key) + "_To_" + PublicName(t.Elem)
	case universe.Slice:
		return "Slice_" + PublicName(t.Elem)
	case universe.Array:
		return "Array_" + strconv.FormatInt(t.Len, 10) + "_" + PublicName(t.Elem)
	case universe.Pointer:
		return "Pointer_" + PublicName(t.Elem)
	case universe.Chan:
		return "Chan_" + PublicName(t.Elem)
	case universe.Struct:
		parts := []string{"Struct"}
		for _, m := range t.Members {
			parts = append(parts, PublicName(m.Type))
		}
		return strings.Join(parts, "_")
	case universe.Interface:
		// interface{} and any are Interface, as upstream names them
		// (Convert_Interface_To_v1_Value); error keeps its name.
		if t.Name.Name != "error" {
			parts := []string{"Interface"}
			for _, m := range slices.Sorted(maps.Keys(t.Methods)) {
				parts = append(parts, m)
			}
			return strings.Join(parts, "_")
		}
	}
	return t.Name.Name
}
