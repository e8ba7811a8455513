package after // +k8s:deepcopy-gen=package

/* +k8s:conversion-gen=x */
