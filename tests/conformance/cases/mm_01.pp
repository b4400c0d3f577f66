class c(String[1] $p) { }
class { 'c': p => '' }
