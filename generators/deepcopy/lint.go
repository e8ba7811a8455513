package deepcopy

import (
	"fmt"

	"github.com/gvk-dev/gvkgen/generators/tags"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

var knownTags = []string{tagEnabled, tagInterfaces, tagNonPointerIntfs}

// lint reports +k8s:deepcopy-gen... tags that deepcopy-gen does not know,
// which upstream silently ignores: a misspelled tag is a type left without
// the methods its author asked for.
func (p *planner) lint(pkg *universe.Package) {
	for _, u := range tags.FindUnknown(pkg.DocComments, "k8s:deepcopy", knownTags) {
		p.errs = append(p.errs, &universe.Error{Pos: pkg.DocTagPos(u.Name), Msg: unknownMsg(u)})
	}
	for _, t := range pkg.Types() {
		for _, u := range tags.FindUnknown(t.CommentLines, "k8s:deepcopy", knownTags) {
			pos := t.Pos
			pos.Line -= len(t.CommentLines) - u.Line
			pos.Column = 1
			p.errs = append(p.errs, &universe.Error{Pos: pos, Msg: "type " + t.Name.Name + ": " + unknownMsg(u)})
		}
		for _, u := range tags.FindUnknown(t.SecondClosestCommentLines, "k8s:deepcopy", knownTags) {
			p.errs = append(p.errs, &universe.Error{Pos: t.Pos, Msg: "type " + t.Name.Name + ", in the comment block above it: " + unknownMsg(u)})
		}
	}
}

func unknownMsg(u tags.Unknown) string {
	msg := fmt.Sprintf("unknown tag +%s", u.Name)
	if u.Suggest != "" {
		return msg + fmt.Sprintf("; did you mean +%s?", u.Suggest)
	}
	return msg + fmt.Sprintf("; deepcopy-gen knows +%s=, +%s= and +%s=", tagEnabled, tagInterfaces, tagNonPointerIntfs)
}
