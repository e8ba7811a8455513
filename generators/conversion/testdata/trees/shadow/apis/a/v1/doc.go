// +k8s:conversion-gen=example.com/m/apis/a

package v1
