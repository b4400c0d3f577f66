# A non-literal parameter type: a deprecation warning in Puppet 8.10, compiled
class c(Integer[0, 60*24] $i = 5) { notify { "i=${i}": } }
include c
