package v1alpha1

type Debugging struct {
	EnableProfiling *bool
	Extra           string
}
