package v1

// WidgetListerExpansion is written by hand: lister-gen leaves it out of
// expansion_generated.go.
type WidgetListerExpansion interface{}

// WidgetNamespaceListerExpansion is written by hand.
type WidgetNamespaceListerExpansion interface{}
