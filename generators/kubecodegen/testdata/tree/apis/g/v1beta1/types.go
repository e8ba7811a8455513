package v1beta1

// Widget has its tag on an indented line, which kube_codegen.sh's grep
// (leading blanks before //) takes.
type Widget struct {
	//	+genclient
	Name string
}
