package pf

// +kubebuilder:object:generate=true
import "fmt"

var _ = fmt.Sprint

type T struct{ S []string }
