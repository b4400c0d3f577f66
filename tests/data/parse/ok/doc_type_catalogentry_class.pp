class c(Type[Catalogentry] $r) { notify { "r=${r}": } }
class { 'c': r => Class['c'] }
