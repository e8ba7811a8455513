// +k8s:openapi-model-package=com.example.oam

package oam
