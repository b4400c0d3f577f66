class c(Pattern[/^a/] $p) { }
class { 'c': p => 'b' }
