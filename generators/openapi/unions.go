package openapi

import "github.com/gvk-dev/gvkgen/generators/universe"

// unions are t's unions, as upstream finds them: +union on the type (all
// its fields but the discriminator), those of inlined embedded structs,
// and +unionDeprecated fields with a +unionDiscriminator. Mistakes upstream
// only logs are warnings.
func (p *planner) unions(t *universe.Type) []Union {
	var out []Union
	if u, ok := p.structUnion(t); ok {
		out = append(out, u)
	}
	for i := range t.Members {
		m := &t.Members[i]
		if hasTagValue(m.CommentLines, "false") || !inlined(m.Embedded, m.Tags) {
			continue
		}
		inner := m.Type
		for inner.Kind == universe.Pointer {
			inner = inner.Elem
		}
		if p.inlining[inner] || inner == t {
			continue // reported by members
		}
		p.inlining[inner] = true
		out = append(out, p.unions(inner)...)
		delete(p.inlining, inner)
	}
	if u, ok := p.memberUnion(t); ok {
		out = append(out, u)
	}
	return out
}

func (p *planner) structUnion(t *universe.Type) (Union, bool) {
	lines, _ := p.typeComments(t)
	if _, ok := commentTags(lines)["union"]; !ok {
		return Union{}, false
	}
	u := Union{Fields: map[string]string{}}
	for i := range t.Members {
		m := &t.Members[i]
		name := referableName(m.Name, m.Tags)
		if name == "" {
			continue
		}
		tags := commentTags(m.CommentLines)
		switch {
		case inlined(m.Embedded, m.Tags):
			p.pass.Warnf(m.Pos, "union %s: union structures can't have embedded fields (%s); upstream leaves it out: move its fields into the union", t.Name.Name, m.Name)
		case has(tags, "unionDeprecated"):
			p.pass.Warnf(fieldTag(m, "unionDeprecated"), "union %s: union struct can't have unionDeprecated members (%s); upstream leaves it out: remove the tag", t.Name.Name, m.Name)
		case has(tags, "unionDiscriminator"):
			p.setDiscriminator(&u, name, m)
		default:
			if !p.optional(m) {
				p.pass.Warnf(m.Pos, "union %s: union members must be optional (%s): add +optional", t.Name.Name, m.Name)
			}
			p.addUnionField(&u, name, m)
		}
	}
	return u, true
}

func (p *planner) memberUnion(t *universe.Type) (Union, bool) {
	u := Union{Fields: map[string]string{}}
	for i := range t.Members {
		m := &t.Members[i]
		name := referableName(m.Name, m.Tags)
		if name == "" || inlined(m.Embedded, m.Tags) {
			continue
		}
		tags := commentTags(m.CommentLines)
		if has(tags, "unionDiscriminator") {
			p.setDiscriminator(&u, name, m)
		}
		if has(tags, "union") {
			p.pass.Warnf(fieldTag(m, "union"), "field %s: +union is not accepted on struct members; upstream ignores it: put it on the type", m.Name)
			continue
		}
		if has(tags, "unionDeprecated") {
			if !p.optional(m) {
				p.pass.Warnf(m.Pos, "union %s: union members must be optional (%s): add +optional", t.Name.Name, m.Name)
			}
			p.addUnionField(&u, name, m)
		}
	}
	if len(u.Fields) == 0 {
		return Union{}, false
	}
	return u, true
}

func (p *planner) setDiscriminator(u *Union, name string, m *universe.Member) {
	if u.Discriminator != "" {
		p.pass.Warnf(fieldTag(m, "unionDiscriminator"), "at least two discriminators found: %s and %s; upstream keeps the last: keep one +unionDiscriminator", name, u.Discriminator)
	}
	u.Discriminator = name
}

func (p *planner) addUnionField(u *Union, name string, m *universe.Member) {
	if _, dup := u.Fields[name]; dup {
		p.pass.Errorf(m.Pos, "union field %s is found more than once (upstream panics): give the fields different JSON names", name)
		return
	}
	u.Fields[name] = m.Name
}

func has(tags map[string][]string, k string) bool {
	_, ok := tags[k]
	return ok
}
