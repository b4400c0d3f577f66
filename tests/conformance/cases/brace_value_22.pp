class c(Variant[Enum['a'], Pattern[/^b/], Integer] $p) {}
class { 'c': p => 'cat' }
