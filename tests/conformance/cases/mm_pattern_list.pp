class c(Pattern[/^a/, /^b/] $p) {}
class { 'c': p => 'c' }
