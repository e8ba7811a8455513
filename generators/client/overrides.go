package client

import (
	"slices"
	"strings"

	"github.com/gvk-dev/gvkgen/generators/gen"
	"github.com/gvk-dev/gvkgen/generators/genclient"
)

// override is one --included-types-overrides value: a type of a group
// version, the group as upstream keys it (the group of --input after
// +groupName: wardle.example.com/v1alpha1/Flunder; group/Type names the
// group's internal version).
type override struct {
	raw, gv, typ string
}

// parseOverrides reads --included-types-overrides; a value not of the
// form group/version/type or group/type is an error, as upstream's.
func parseOverrides(pass *gen.Pass, c *Config) []override {
	var out []override
	for _, v := range c.IncludedTypesOverrides.Values {
		parts := strings.Split(v, "/")
		switch len(parts) {
		case 2:
			out = append(out, override{raw: v, gv: parts[0] + "/", typ: parts[1]})
		case 3:
			out = append(out, override{raw: v, gv: parts[0] + "/" + parts[1], typ: parts[2]})
		default:
			pass.Errorf(gen.FlagPos("included-types-overrides"), "--included-types-overrides %s: write group/version/type (wardle.example.com/v1alpha1/Flunder), or group/type for an internal version", v)
		}
	}
	return out
}

// applyOverrides keeps, of each group version that
// --included-types-overrides names, the types it names (with or without
// +genclient, as upstream). Upstream silently ignores a value whose
// group version is no input, or whose type does not exist: both are
// errors here.
func (p *plan) applyOverrides(pass *gen.Pass, model *genclient.Model) {
	// After an error in the inputs, some group versions are missing.
	inputErrors := pass.HasErrors()
	overrides := parseOverrides(pass, p.cfg)
	if len(overrides) == 0 || inputErrors {
		return
	}
	var known []string
	byGV := map[string]*genclient.GroupVersion{}
	for _, g := range p.groups {
		for _, gv := range g.Versions {
			key := gv.Group + "/" + gv.Version
			byGV[key] = gv
			known = append(known, key)
		}
	}
	picked := map[*genclient.GroupVersion][]*genclient.Type{}
	for _, o := range overrides {
		gv := byGV[o.gv]
		if gv == nil {
			pass.Errorf(gen.FlagPos("included-types-overrides"), "--included-types-overrides %s: %s is no group/version of --input; a group is named by its package's +groupName: write one of %s", o.raw, o.gv, strings.Join(known, ", "))
			continue
		}
		t := gv.Package.TypeNamed(o.typ)
		if t == nil {
			pass.Errorf(gen.FlagPos("included-types-overrides"), "--included-types-overrides %s: package %s has no type %s; check its name", o.raw, gv.Package.Path, o.typ)
			continue
		}
		if slices.ContainsFunc(picked[gv], func(p *genclient.Type) bool { return p.Type == t }) {
			continue
		}
		// Its tag mistakes are reported with the package's.
		opts := model.Options(t, gv.Package)
		if !opts.GenerateClient {
			pass.Errorf(t.Pos, "type %s is named by --included-types-overrides %s but has no +genclient: upstream writes empty client files for it and a group client that does not compile; add +genclient above it, or leave it out of --included-types-overrides", o.typ, o.raw)
			continue
		}
		picked[gv] = append(picked[gv], &genclient.Type{Type: t, Options: opts})
	}
	for gv, types := range picked {
		genclient.Sort(types)
		gv.Types = types
	}
}
