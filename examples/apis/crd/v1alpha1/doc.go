/*
Copyright The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// A spoke: conversion-gen writes the conversions to and from v1, and
// crdconversion-gen the ConvertTo and ConvertFrom that call them.
// +k8s:conversion-gen=github.com/gvk-dev/gvkgen/examples/apis/crd/v1
// +gvkgen:crd-conversion=github.com/gvk-dev/gvkgen/examples/apis/crd/v1

package v1alpha1
