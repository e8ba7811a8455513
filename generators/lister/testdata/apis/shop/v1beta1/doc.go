// +groupName=shop.example.com
// +groupGoName=Store

// Package v1beta1 is the shop API, version v1beta1.
package v1beta1
