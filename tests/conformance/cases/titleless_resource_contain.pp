contain Resource
