class c(Optional[Pattern[/^a/]] $p = undef) {}
class { 'c': p => 3 }
