package input

import "github.com/gvk-dev/gvkgen/generators/defaulter/testdata/inputtypes"

// SetDefaults_Widget defaults a widget.
func SetDefaults_Widget(obj *inputtypes.Widget) {
	if obj.Size == 0 {
		obj.Size = 1
	}
}
