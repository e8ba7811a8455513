package ifacecopy

import "testing"

// TestDeepCopy runs the generated code: every shape is copied, nil
// elements included, and the copy shares nothing with the original.
func TestDeepCopy(t *testing.T) {
	var i Iface = &Impl{N: []string{"a"}}
	h := &Holder{I: i, MI: map[string]Iface{"k": i}, LI: []Iface{i, nil}, PI: &i}
	c := h.DeepCopy()
	for _, got := range []Iface{c.I, c.MI["k"], c.LI[0], *c.PI} {
		got.(*Impl).N[0] = "changed"
	}
	if i.(*Impl).N[0] != "a" {
		t.Errorf("the copy shares data with the original")
	}
	if c.LI[1] != nil || len(c.LI) != 2 {
		t.Errorf("nil slice element not kept: %v", c.LI)
	}
	// A nil I or nil map value would panic: the field is copied with
	// out.I = in.I.DeepCopy(), as upstream copies it.
	var nilIface Iface
	if c := (&Holder{I: i, PI: &nilIface}).DeepCopy(); c.PI == nil || *c.PI != nil {
		t.Errorf("pointer to a nil interface not kept")
	}
}
