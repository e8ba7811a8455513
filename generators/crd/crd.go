package crd

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/internal/cgmarkers"
	"github.com/gvk-dev/gvkgen/generators/internal/kyaml"
	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// groupVersion is what a package's markers say of it.
type groupVersion struct {
	pkg     *universe.Package
	group   string
	version string
	skip    bool
}

// kind is one version of a group kind: its type in a package.
type kind struct {
	gv *groupVersion
	t  *universe.Type
}

// packageMarker returns the value of +name=value in a package's comment
// blocks groups (any file's free comments, as controller-gen reads them).
func packageMarker(groups []universe.CommentGroup, name string) (string, bool) {
	for _, g := range groups {
		if g.Attached != "" && g.Attached != "package" {
			continue
		}
		for _, l := range g.Lines {
			text := strings.TrimSpace(l.Text)
			if v, ok := strings.CutPrefix(text, "+"+name); ok && (v == "" || v[0] == '=') {
				return strings.TrimPrefix(v, "="), true
			}
		}
	}
	return "", false
}

// groupVersionOf reads a package's group and version; ok is false for a
// package without +groupName.
func groupVersionOf(pkg *universe.Package) (*groupVersion, bool) {
	groups := pkg.CommentGroups() // every block of every file: read once
	group, ok := packageMarker(groups, "groupName")
	if !ok {
		return nil, false
	}
	if _, skip := packageMarker(groups, "kubebuilder:skip"); skip {
		return nil, false // as controller-gen: not a CRD package
	}
	gv := &groupVersion{pkg: pkg, group: group, version: pkg.Name}
	if v, ok := packageMarker(groups, "versionName"); ok {
		gv.version = v
	}
	_, gv.skip = packageMarker(groups, "kubebuilder:skipversion")
	return gv, true
}

// isKind reports whether t embeds metav1's TypeMeta and ObjectMeta, which
// makes it a kind for controller-gen.
func isKind(t *universe.Type) bool {
	var typeMeta, objectMeta bool
	for _, m := range t.Members {
		if !m.Embedded || m.Type == nil {
			continue
		}
		mt := universe.Unalias(m.Type)
		if mt.Name.Package != metav1 {
			continue
		}
		typeMeta = typeMeta || mt.Name.Name == "TypeMeta"
		objectMeta = objectMeta || mt.Name.Name == "ObjectMeta"
	}
	return typeMeta && objectMeta
}

// run finds the kinds of the packages and writes their CRDs.
func run(pass *gen.Pass) any {
	c := pass.Config.(*config)
	kinds := map[[2]string][]kind{}
	if c.outputDir == "" {
		c.outputDir = defaultOutputDir
	}
	for _, pkg := range pass.Packages {
		if !wants(pkg) {
			continue
		}
		gv, ok := groupVersionOf(pkg)
		if !ok || gv.skip {
			continue
		}
		for _, t := range pkg.Types() {
			if t.Kind == universe.Struct && isKind(t) {
				key := [2]string{gv.group, t.Name.Name}
				kinds[key] = append(kinds[key], kind{gv, t})
			}
		}
	}
	keys := make([][2]string, 0, len(kinds))
	for k := range kinds {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b [2]string) int {
		if a[0] != b[0] {
			return strings.Compare(a[0], b[0])
		}
		return strings.Compare(a[1], b[1])
	})
	pass.OwnTree(c.outputDir)
	if len(keys) == 0 {
		return nil
	}
	// As controller-gen, the header is read once there are kinds: a
	// missing file is no error without them.
	header, ok := cgmarkers.ReadHeader(pass, c.headerFile, c.year)
	if !ok {
		return nil
	}
	b := &builder{pass: pass, cfg: c}
	for _, k := range keys {
		crd, file := b.crd(k[0], k[1], kinds[k])
		if crd == nil {
			continue
		}
		data, err := kyaml.Marshal(crd)
		if err != nil {
			pass.Errorf(kinds[k][0].t.Pos, "%v", err)
			continue
		}
		pass.NewDataFile(filepath.Join(c.outputDir, file), append([]byte(header+"---\n"), data...))
	}
	return nil
}

// crd builds the CRD of one group kind and its file name.
func (b *builder) crd(group, kindName string, versions []kind) (schema, string) {
	names := schema{"kind": kindName, "listKind": kindName + "List",
		"plural": strings.ToLower(pluralize(kindName)), "singular": strings.ToLower(kindName)}
	spec := schema{"group": group, "names": names, "scope": "Namespaced"}
	meta := schema{"annotations": schema{"controller-gen.kubebuilder.io/version": Version}}
	var vers []schema
	for _, k := range versions {
		root := b.rootSchema(k.t)
		if b.cfg.maxDescLen.set && b.cfg.maxDescLen.n >= 0 {
			// Defaults and examples are values, not schemas: descriptions
			// inside them are kept.
			root = truncatedSchema(root, b.cfg.maxDescLen.n)
		}
		if props, ok := root["properties"].(schema); ok {
			if _, ok := props["metadata"]; ok {
				props = copySchema(props)
				props["metadata"] = schema{"type": typeObject}
				root["properties"] = props
			}
		}
		v := schema{"name": k.gv.version, "served": true, "storage": false,
			"schema": schema{"openAPIV3Schema": root}}
		b.versionMarkers(meta, spec, v, k)
		vers = append(vers, v)
	}
	slices.SortStableFunc(vers, func(a, b schema) int { return strings.Compare(a["name"].(string), b["name"].(string)) })
	if len(vers) == 1 {
		vers[0]["storage"] = true
	}
	b.checkVersions(group, kindName, versions[0].t, vers)
	versList := make([]any, len(vers))
	for i, v := range vers {
		versList[i] = v
	}
	spec["versions"] = versList
	plural := names["plural"].(string)
	meta["name"] = plural + "." + group
	crd := schema{
		"apiVersion": "apiextensions.k8s.io/v1",
		"kind":       "CustomResourceDefinition",
		"metadata":   meta,
		"spec":       spec,
	}
	return crd, group + "_" + plural + ".yaml"
}

// checkVersions reports a CRD without a storage version, or serving no
// version, at the kind's first type.
func (b *builder) checkVersions(group, kindName string, t *universe.Type, vers []schema) {
	storage, served := 0, false
	for _, v := range vers {
		if v["storage"] == true {
			storage++
		}
		served = served || v["served"] == true
	}
	switch {
	case storage == 0:
		b.pass.Errorf(t.Pos, "CRD for %s.%s has no storage version; mark one version's type +kubebuilder:storageversion", kindName, group)
	case storage > 1:
		b.pass.Errorf(t.Pos, "CRD for %s.%s has %d storage versions; mark only one version's type +kubebuilder:storageversion", kindName, group, storage)
	}
	if !served {
		b.pass.Errorf(t.Pos, "CRD for %s.%s does not serve any version; remove +kubebuilder:unservedversion from one of them", kindName, group)
	}
}

// versionMarkers applies the CRD markers of one version's type.
func (b *builder) versionMarkers(meta, spec, v schema, k kind) {
	for _, m := range b.parsed(tags.OfType(k.t), tags.Type) {
		switch m.Name {
		case "kubebuilder:subresource:status":
			subresources(v)["status"] = schema{}
		case "kubebuilder:storageversion":
			v["storage"] = true
		case "kubebuilder:unservedversion":
			v["served"] = false
		case "kubebuilder:resource":
			b.resource(spec, m)
		case "kubebuilder:subresource:scale":
			scale := schema{"specReplicasPath": m.Args["specpath"].String, "statusReplicasPath": m.Args["statuspath"].String}
			if a, ok := m.Args["selectorpath"]; ok {
				scale["labelSelectorPath"] = a.String
			}
			subresources(v)["scale"] = scale
		case "kubebuilder:printcolumn":
			// controller-gen's printcolumn also gives the version an
			// empty subresources (`subresources: {}`) when it has none.
			subresources(v)
			appendTo(v, "additionalPrinterColumns", printColumn(m))
		case "kubebuilder:selectablefield":
			appendTo(v, "selectableFields", schema{"jsonPath": m.Args["JSONPath"].String})
		case "kubebuilder:deprecatedversion":
			v["deprecated"] = true
			if a, ok := m.Args["warning"]; ok {
				v["deprecationWarning"] = a.String
			}
		case "kubebuilder:metadata":
			b.metadata(meta, m)
		}
	}
}

// subresources is a version's subresources, added when missing.
func subresources(v schema) schema {
	subs, _ := v["subresources"].(schema)
	if subs == nil {
		subs = schema{}
		v["subresources"] = subs
	}
	return subs
}

// appendTo appends item to the list at v[key].
func appendTo(v schema, key string, item any) {
	list, _ := v[key].([]any)
	v[key] = append(list, item)
}

// printColumn is one +kubebuilder:printcolumn.
func printColumn(m tags.ParsedMarker) schema {
	col := schema{"name": m.Args["name"].String, "type": m.Args["type"].String, "jsonPath": m.Args["JSONPath"].String}
	// controller-gen's column leaves out empty fields (omitempty): an
	// explicit priority=0 or format="" writes nothing (jobset v0.11.1).
	for _, k := range []string{"description", "format"} {
		if a := m.Args[k]; a.String != "" {
			col[k] = a.String
		}
	}
	if a := m.Args["priority"]; a.Int != 0 {
		col["priority"] = a.Int
	}
	return col
}

// metadata applies +kubebuilder:metadata's key=value annotations and
// labels to the CRD's metadata.
func (b *builder) metadata(meta schema, m tags.ParsedMarker) {
	for _, k := range []string{"annotations", "labels"} {
		a, ok := m.Args[k]
		if !ok {
			continue
		}
		dst, _ := meta[k].(schema)
		if dst == nil {
			dst = schema{}
			meta[k] = dst
		}
		for _, it := range a.List {
			key, value, found := strings.Cut(it.String, "=")
			if !found {
				b.pass.Errorf(m.Pos(k), "+kubebuilder:metadata: %s %q is not key=value; write %s=\"key=value\"", k, it.String, k)
				continue
			}
			dst[key] = value
		}
	}
}

// resource applies +kubebuilder:resource to the CRD's names and scope.
func (b *builder) resource(spec schema, m tags.ParsedMarker) {
	names := spec["names"].(schema)
	if v, ok := m.Args["path"]; ok {
		names["plural"] = v.String
	}
	if v, ok := m.Args["singular"]; ok {
		names["singular"] = v.String
	}
	if v, ok := m.Args["shortName"]; ok {
		names["shortNames"] = anyValue(v)
	}
	if v, ok := m.Args["categories"]; ok {
		names["categories"] = anyValue(v)
	}
	if v, ok := m.Args["scope"]; ok {
		spec["scope"] = v.String
	}
}
