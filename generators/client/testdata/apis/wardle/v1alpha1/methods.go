package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Scaler has an extension method for every verb, with and without a
// subresource, with input and result types of its own package and of
// another.
// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=Scale,result=Scale
// +genclient:method=ApplyScale,verb=apply,subresource=scale,input=Scale,result=Scale
// +genclient:method=CreateBinding,verb=create,subresource=binding,input=github.com/gvk-dev/gvkgen/generators/client/testdata/apis/wardle/v1beta1.Flunder,result=github.com/gvk-dev/gvkgen/generators/client/testdata/apis/wardle/v1beta1.Flunder
// +genclient:method=ListScales,verb=list,subresource=scale,result=Scale
// +genclient:method=GetOther,verb=get,result=Scale
// +genclient:method=ListOthers,verb=list
// +genclient:method=CreateOther,verb=create,input=Scale,result=Scale
// +genclient:method=UpdateOther,verb=update,input=Scale
// +genclient:method=PatchOther,verb=patch,result=Scale
// +genclient:method=ApplyOther,verb=apply,input=Scale,result=Scale
type Scaler struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type ScalerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Scaler `json:"items"`
}

// Scale is the scale subresource of Scaler and ClusterScaler.
type Scale struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Replicas          int32 `json:"replicas"`
}

type ScaleList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Scale `json:"items"`
}

// ClusterScaler is cluster-scoped: its fake client's actions are the
// root ones.
// +genclient
// +genclient:nonNamespaced
// +genclient:method=GetScale,verb=get,subresource=scale,result=Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=Scale,result=Scale
// +genclient:method=ApplyScale,verb=apply,subresource=scale,input=Scale,result=Scale
// +genclient:method=CreateScale,verb=create,subresource=scale,input=Scale,result=Scale
// +genclient:method=GetOther,verb=get
// +genclient:method=ListScales,verb=list,subresource=scale
// +genclient:method=ListOthers,verb=list
// +genclient:method=CreateOther,verb=create
// +genclient:method=UpdateOther,verb=update
// +genclient:method=PatchOther,verb=patch
// +genclient:method=ApplyOther,verb=apply
type ClusterScaler struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type ClusterScalerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ClusterScaler `json:"items"`
}
