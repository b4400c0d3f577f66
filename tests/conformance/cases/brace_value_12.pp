class c(Variant[Pattern[/^a/], Enum['x']] $p) {}
class { 'c': p => 'cat' }
