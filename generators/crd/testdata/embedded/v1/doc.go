// Package v1 has embedded structs with CEL rules on both sides of the
// embedding, nested embedding, and rules on the embedding fields and on
// the fields of embedded structs: controller-gen's allOf flattening decides
// their order.
// +kubebuilder:object:generate=true
// +groupName=embed.example.com
package v1
