// +k8s:conversion-gen=example.com/m/apis/scope

package v1
