package cgopts

import (
	"fmt"
	"path"
	"strings"
)

// RuleKind is what an output rule does with a generator's files.
type RuleKind int

const (
	// Artifacts is output:[<gen>:]artifacts:config=<dir>[,code=<dir>]:
	// manifests in Dir, code in each package's directory (or in Code),
	// controller-gen's default (config/<generator>).
	Artifacts RuleKind = iota
	// Dir is output:[<gen>:]dir=<dir>: every file in Dir.
	Dir
	// Stdout is output:[<gen>:]stdout: every file on standard output.
	Stdout
	// None is output:[<gen>:]none: nothing written.
	None
)

// ruleNames are the output rules, in RuleKind's order.
var ruleNames = []string{"artifacts", "dir", "stdout", "none"}

// Rule is an output rule.
type Rule struct {
	Kind RuleKind
	// Gen is the generator the rule is for, "" for every generator.
	Gen string
	// Dir is dir='s directory, or artifacts' config=.
	Dir string
	// Code is artifacts' code=, "" when not given.
	Code string
	// Arg is the rule's argument as given, "" for controller-gen's
	// default.
	Arg string
}

// RuleOf returns the output rule of g: its own, else the bare one, else
// controller-gen's default, artifacts under config/<generator>.
func (o *Options) RuleOf(g *Generator) Rule {
	switch {
	case g.Output != nil:
		return *g.Output
	case o.Output != nil:
		return *o.Output
	}
	return Rule{Kind: Artifacts, Gen: g.Name, Dir: path.Join("config", g.Name)}
}

const ruleSyntax = "output:[<generator>:]dir=<dir>, output:[<generator>:]artifacts:config=<dir>, output:[<generator>:]stdout or output:[<generator>:]none"

// parseRule reads output:[<generator>:]<rule>.
func parseRule(a string) (*Rule, *Error) {
	if !strings.HasPrefix(a, "output:") {
		return nil, argError(a, len("output")+1, "output takes a rule after a colon: "+ruleSyntax)
	}
	sc := &scanner{s: a, pos: len("output:")}
	r := &Rule{Arg: a}
	start := sc.pos
	seg := sc.ident()
	if _, gen := generators[seg]; gen {
		if sc.peek() != ':' {
			return nil, sc.errorf(sc.pos, "output:%s needs a rule: output:%s:dir=<dir>, output:%s:artifacts:config=<dir>, output:%s:stdout or output:%s:none", seg, seg, seg, seg, seg)
		}
		r.Gen = seg
		sc.pos++
		start = sc.pos
		seg = sc.ident()
	}
	kind := -1
	for i, n := range ruleNames {
		if n == seg {
			kind = i
		}
	}
	if kind < 0 && r.Gen == "" && sc.peek() == ':' {
		return nil, sc.errorf(start, "unknown generator %q in an output rule; the generators are %s%s", seg, strings.Join(generatorNames(), ", "), didYouMean(seg, generatorNames()...))
	}
	if kind < 0 {
		names := ruleNames
		if r.Gen == "" {
			names = append(append([]string{}, ruleNames...), generatorNames()...)
		}
		return nil, sc.errorf(start, "unknown output rule %q; the rules are %s%s", seg, ruleSyntax, didYouMean(seg, names...))
	}
	r.Kind = RuleKind(kind)
	if err := sc.ruleValue(r); err != nil {
		return nil, err
	}
	return r, nil
}

// ruleValue reads what follows a rule's name.
func (sc *scanner) ruleValue(r *Rule) *Error {
	name := ruleNames[r.Kind]
	switch r.Kind {
	case Stdout, None:
		if !sc.end() {
			return sc.errorf(sc.pos, "%s takes no value; remove %q", name, sc.rest())
		}
		return nil
	case Dir:
		if sc.peek() != '=' {
			return sc.errorf(sc.pos, "dir takes = and a directory: output:dir=<dir>")
		}
		sc.pos++
		vpos := sc.pos
		v, err := sc.value()
		switch {
		case err != nil:
			return err
		case v == "":
			return sc.errorf(vpos, "dir= is empty; name the directory")
		case !sc.end():
			return sc.errorf(sc.pos, "unexpected %q after dir's directory", sc.rest())
		}
		r.Dir = v
		return nil
	}
	return sc.artifacts(r)
}

// artifacts reads artifacts' :config=<dir>[,code=<dir>].
func (sc *scanner) artifacts(r *Rule) *Error {
	if sc.peek() != ':' {
		return sc.errorf(sc.pos, "artifacts takes its fields after a colon: artifacts:config=<dir>[,code=<dir>]")
	}
	sc.pos++
	spec := &genSpec{fields: []fieldSpec{{name: "config", required: true}, {name: "code"}}}
	g := &Generator{Name: "artifacts"}
	for {
		f, err := sc.field("artifacts", spec, g)
		if err != nil {
			return err
		}
		if f.Value == "" {
			return sc.errorf(f.Col-1, "%s= is empty; name the directory", f.Name)
		}
		g.Fields = append(g.Fields, *f)
		sc.skipSpace()
		if sc.end() {
			break
		}
		if sc.peek() != ',' {
			return sc.errorf(sc.pos, "unexpected %q; separate artifacts' fields with a comma: artifacts:config=<dir>,code=<dir>", sc.rest())
		}
		sc.pos++
	}
	var ok bool
	if r.Dir, ok = g.Field("config"); !ok {
		return sc.errorf(sc.pos, "artifacts needs config=<dir>, as controller-gen does: artifacts:config=<dir>")
	}
	r.Code, _ = g.Field("code")
	return nil
}

// attach gives each rule to its generator, and checks that each
// generator's rule is one gvkgen follows.
func (o *Options) attach(rules []*Rule) ErrorList {
	var errs ErrorList
	for _, r := range rules {
		g := o.Lookup(r.Gen)
		switch {
		case r.Gen == "" && o.Output != nil:
			errs = append(errs, argError(r.Arg, 1, fmt.Sprintf("a second output rule for every generator (the first is %q); give one", o.Output.Arg)))
		case r.Gen == "":
			o.Output = r
		case g == nil:
			errs = append(errs, argError(r.Arg, len("output:")+1, fmt.Sprintf("an output rule for %s, which this command line does not run; add %s, or remove the rule", r.Gen, r.Gen)))
		case g.Output != nil:
			errs = append(errs, argError(r.Arg, 1, fmt.Sprintf("a second output rule for %s (the first is %q); give one", r.Gen, g.Output.Arg)))
		default:
			g.Output = r
		}
	}
	if len(errs) > 0 {
		return errs
	}
	if g := o.Lookup("object"); g != nil {
		switch r := o.RuleOf(g); {
		case r.Kind == Dir:
			errs = append(errs, argError(r.Arg, 1, "this rule would have controller-gen write every package's zz_generated.deepcopy.go into "+r.Dir+", one over another; gvkgen writes object's files in each package's directory: give object no dir= rule (output:object:artifacts:config=config keeps them there)"))
		case r.Kind == Artifacts && r.Code != "":
			errs = append(errs, argError(r.Arg, 1, "code= would have controller-gen write every package's zz_generated.deepcopy.go into "+r.Code+", one over another; gvkgen writes object's files in each package's directory: remove code="))
		}
	}
	return errs
}
