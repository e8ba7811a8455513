package hub

import "k8s.io/apimachinery/pkg/runtime"

type Value interface{}

type Holder struct {
	Name  string
	V     Value
	Any   any
	Args  runtime.Object
	Items []Value
}
