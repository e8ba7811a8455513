// Package runtime is a stand-in for apimachinery's: the interface the deep copies return.
package runtime

// Object is an API object.
type Object interface {
	DeepCopyObject() Object
}
