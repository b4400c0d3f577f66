class c(Optional[Pattern[/^a/, /^b/]] $p = undef) {}
class { 'c': p => 'cat' }
