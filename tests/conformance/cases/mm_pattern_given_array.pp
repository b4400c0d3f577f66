class c(Pattern[/^x/] $p) {}
class { 'c': p => ['x'] }
