package inputtypes

// Fakes of what deepcopy-gen and the schema would give, so that
// RegisterDefaults compiles.

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func (in *Widget) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
func (in *Widget) DeepCopyObject() runtime.Object   { return in }
