class c(Pattern[/^\d+$/] $p) { }
class { 'c': p => 'abc' }
