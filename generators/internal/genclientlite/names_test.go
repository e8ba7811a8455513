package genclientlite

import "testing"

// Names as upstream spells them; a non-ASCII first letter changes as a
// letter (upstream breaks it: found by FuzzLister).
func TestNames(t *testing.T) {
	plurals := Plurals{"Endpoints": "Endpoints"}
	for _, tc := range []struct{ in, ic, il, plural string }{
		{"Flunder", "Flunder", "flunder", "Flunders"},
		{"Policy", "Policy", "policy", "Policies"},
		{"Gateway", "Gateway", "gateway", "Gateways"},
		{"Ingress", "Ingress", "ingress", "Ingresses"},
		{"Mesh", "Mesh", "mesh", "Meshes"},
		{"Knife", "Knife", "knife", "Knives"},
		{"Leaf", "Leaf", "leaf", "Leaves"},
		{"Endpoints", "Endpoints", "endpoints", "Endpoints"},
		{"X", "X", "x", "X"},
		{"Été", "Été", "été", "Étés"},
		{"", "", "", ""},
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got := IC(tc.in); got != tc.ic {
				t.Errorf("IC = %q, want %q", got, tc.ic)
			}
			if got := IL(tc.in); got != tc.il {
				t.Errorf("IL = %q, want %q", got, tc.il)
			}
			if got := plurals.Of(tc.in); got != tc.plural {
				t.Errorf("plural = %q, want %q", got, tc.plural)
			}
		})
	}
}
