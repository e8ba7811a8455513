package shapes

// Fakes of what deepcopy-gen and the schema would give, so that
// RegisterDefaults compiles.

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func (in *Holder) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
func (in *Holder) DeepCopyObject() runtime.Object   { return in }

func (in *Pod) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
func (in *Pod) DeepCopyObject() runtime.Object   { return in }

func (in *PodList) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
func (in *PodList) DeepCopyObject() runtime.Object   { return in }

func (in *OptIn) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
func (in *OptIn) DeepCopyObject() runtime.Object   { return in }
