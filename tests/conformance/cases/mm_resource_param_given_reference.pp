class c(Resource $r) { notify { "r=${r}": } }
class {'c': r => File['/x']}
