package generated

// gvkgen reads no test file: nothing here is reported.
// +k8s:depcopy-gen=true
type testOnly struct{}
