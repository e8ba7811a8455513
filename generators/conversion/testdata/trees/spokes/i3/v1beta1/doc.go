// +k8s:conversion-gen=example.com/m/i3/hub

package v1beta1
