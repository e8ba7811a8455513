package emit

import "github.com/dave/jennifer/jen"

// Chain renders calls on head one a line, as upstream's request
// templates write them:
//
//	c.GetClient().Get().
//		Resource("flunders").
//		Do(ctx)
//
// It is here because a selector written as text ("." in jen.Op) is
// otherwise refused outside package emit (TestForeignNames): the calls
// are the generated code's own methods, never another package's names.
func Chain(head *jen.Statement, calls ...jen.Code) *jen.Statement {
	for _, c := range calls {
		head = head.Op(".").Line().Add(c)
	}
	return head
}
