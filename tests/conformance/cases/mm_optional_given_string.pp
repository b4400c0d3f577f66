class c(Optional[Integer] $o) {}
class { 'c': o => 'str' }
