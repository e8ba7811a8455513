package v1

import "k8s.io/apimachinery/pkg/runtime"

type Value struct {
	Raw []byte
}

type Holder struct {
	Name  string
	V     Value
	Any   Value
	Args  runtime.RawExtension
	Items []Value
}
