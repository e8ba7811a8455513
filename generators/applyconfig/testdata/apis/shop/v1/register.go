package v1

import "k8s.io/apimachinery/pkg/runtime/schema"

// SchemeGroupVersion is the group and version of these types.
var SchemeGroupVersion = schema.GroupVersion{Group: "shop.example.com", Version: "v1"}
